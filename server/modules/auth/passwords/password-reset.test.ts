import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../../../common/schemas/account';
import { FORGOT_PASSWORD_SENT, passwordMessages } from '../../../../common/schemas/passwords';
import { passwordResets, sessions } from '../../../db/schema';
import { buildUser } from '../../../test/factories';
import { uniqueEmail, useTestApp } from '../../../test/harness';
import { clearOutbox, lastMailTo, mailLinks, readOutbox } from '../../../test/mail';
import { RESET_LINK_INVALID } from './password-reset.service';
import { hashToken } from '../../../lib/tokens';

const { t, http } = useTestApp();
beforeEach(() => clearOutbox(t.db));

const OLD = 'Old-Garden-31';
const NEW = 'New-Meadow-58';
const email = () => uniqueEmail('reset');

const forgot = (addr: unknown) => http.post('/api/auth/forgot-password', { email: addr });
const reset = (body: Record<string, unknown>) => http.post('/api/auth/reset-password', body);
const verifyToken = (token: string) => http.get(`/api/auth/verify-reset-token/${encodeURIComponent(token)}`);
const login = (username: string, password: string) => http.post('/api/login', { username, password });

/** Asks for a reset and returns the token from the mailed link. */
async function tokenFor(address: string): Promise<string> {
  expect((await forgot(address)).statusCode).toBe(200);
  const mail = await lastMailTo(t.db, address);
  const link = mailLinks(mail!).find((l) => l.includes('/reset-password?token='))!;
  return new URL(link).searchParams.get('token')!;
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a branded single-use link to /reset-password that is stored only as a hash', async () => {
    const u = await buildUser(t.db, { username: email(), password: OLD });
    const res = await forgot(u.username.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_SENT });
    const mail = (await lastMailTo(t.db, u.username))!;
    expect(mail.subject).toBe('Reset your KindRipple password');
    expect(mail.html).toContain('#DC143C');
    const link = mailLinks(mail).find((l) => l.startsWith(`${t.config.publicUrl}/reset-password?token=`))!;
    const token = new URL(link).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].token).toBe(hashToken(token));
    expect(rows[0].token).not.toContain(token);
    const ttl = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('answers the same whether the account exists or not, after the same kind of work, and mails nobody unknown', async () => {
    const u = await buildUser(t.db, { username: email() });
    // Both answers run one database transaction (the unknown address's does the same reads as a real one).
    const transaction = vi.spyOn(t.db, 'transaction');
    try {
      const known = await forgot(u.username);
      expect(transaction).toHaveBeenCalledTimes(1);
      const unknown = await forgot(uniqueEmail('ghost'));
      expect(transaction).toHaveBeenCalledTimes(2);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
    } finally {
      transaction.mockRestore();
    }
    expect((await readOutbox(t.db)).map((m) => m.to)).toEqual([u.username]);
  });

  it('refuses a bad e-mail with the spec text', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(accountMessages.email);
  });

  it('a newer link replaces the older one', async () => {
    const u = await buildUser(t.db, { username: email(), password: OLD });
    const first = await tokenFor(u.username);
    const second = await tokenFor(u.username);
    expect((await verifyToken(first)).json()).toEqual({ valid: false });
    expect((await verifyToken(second)).json()).toEqual({ valid: true });
  });
});

describe('GET /api/auth/verify-reset-token/{token}', () => {
  it('says valid for a live token and false for unknown, malformed, expired or used ones', async () => {
    const u = await buildUser(t.db, { username: email(), password: OLD });
    const token = await tokenFor(u.username);
    expect((await verifyToken(token)).json()).toEqual({ valid: true });
    expect((await verifyToken('A'.repeat(43))).json()).toEqual({ valid: false });
    expect((await verifyToken('../../etc')).json()).toEqual({ valid: false });
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, u.id));
    expect((await verifyToken(token)).json()).toEqual({ valid: false });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session and spends the token', async () => {
    const u = await buildUser(t.db, { password: OLD });
    const oldSession = http.sessionFrom(await login(u.username, OLD))!;
    const token = await tokenFor(u.username);
    const res = await reset({ token, newPassword: NEW, confirmPassword: NEW });
    expect(res.statusCode).toBe(200);
    // Old session dead, old password dead, new password works.
    expect((await http.withSession(oldSession).get('/api/user')).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    expect((await login(u.username, OLD)).statusCode).toBe(401);
    expect((await login(u.username, NEW)).statusCode).toBe(200);
    // Used once: the link is dead.
    expect((await verifyToken(token)).json()).toEqual({ valid: false });
    const again = await reset({ token, newPassword: 'Third-Forest-77', confirmPassword: 'Third-Forest-77' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_LINK_INVALID);
    // The member is told their password changed.
    expect((await lastMailTo(t.db, u.username))!.subject).toBe('Your KindRipple password was changed');
  });

  it('the same token sent twice in parallel succeeds exactly once', async () => {
    const u = await buildUser(t.db, { username: email(), password: OLD });
    const token = await tokenFor(u.username);
    const results = await Promise.all([
      reset({ token, newPassword: NEW, confirmPassword: NEW }),
      reset({ token, newPassword: 'Other-Valley-93', confirmPassword: 'Other-Valley-93' }),
      reset({ token, newPassword: 'Third-Forest-77', confirmPassword: 'Third-Forest-77' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('refuses an expired token', async () => {
    const u = await buildUser(t.db, { username: email(), password: OLD });
    const token = await tokenFor(u.username);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, u.id));
    const res = await reset({ token, newPassword: NEW, confirmPassword: NEW });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_LINK_INVALID);
  });

  it('refuses bad input with the spec texts and a common password', async () => {
    const u = await buildUser(t.db, { username: email(), password: OLD });
    const token = await tokenFor(u.username);
    expect((await reset({ token: '', newPassword: NEW, confirmPassword: NEW })).json().message).toBe(
      passwordMessages.tokenRequired,
    );
    expect((await reset({ token, newPassword: 'short', confirmPassword: 'short' })).json().message).toBe(
      passwordMessages.passwordMin,
    );
    expect((await reset({ token, newPassword: NEW, confirmPassword: 'Different-1x' })).json().message).toBe(
      passwordMessages.passwordsMatch,
    );
    expect((await reset({ token, newPassword: 'basketball', confirmPassword: 'basketball' })).json().message).toBe(
      passwordMessages.weak,
    );
    // None of those spent the token.
    expect((await verifyToken(token)).json()).toEqual({ valid: true });
  });

  it("one member's token never changes another member's password", async () => {
    const a = await buildUser(t.db, { password: OLD });
    const b = await buildUser(t.db, { password: OLD });
    const token = await tokenFor(a.username);
    expect((await reset({ token, newPassword: NEW, confirmPassword: NEW })).statusCode).toBe(200);
    expect((await login(b.username, OLD)).statusCode).toBe(200);
  });
});
