import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT, authMessages } from '../../../common/schemas/auth';
import { passwordResets, sessions } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { sameOrigin, sessionCookie, sessionTokenFrom, signIn } from '../../test/http';
import { clearOutbox, lastMailTo, mailLinks, readOutbox } from '../../test/mail';
import { hashPassword } from './passwords';
import { RESET_LINK_INVALID } from './password-reset.service';
import { hashToken } from './tokens';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => clearOutbox(t.db));

const OLD = 'Old-Garden-31';
const NEW = 'New-Meadow-58';
let seq = 0;
const email = () => `reset${++seq}-${Date.now()}@example.test`;

// Each request from its own address, so the per-IP limits (tested in rate-limits.test.ts) stay out of the way.
let ip = 0;
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const forgot = (addr: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: sameOrigin(t), payload: { email: addr }, remoteAddress: nextIp() });
const reset = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: sameOrigin(t), payload: body, remoteAddress: nextIp() });
const verifyToken = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/verify-reset-token/${encodeURIComponent(token)}` });

/** Asks for a reset and returns the token from the mailed link. */
async function tokenFor(address: string): Promise<string> {
  expect((await forgot(address)).statusCode).toBe(200);
  const mail = await lastMailTo(t.db, address);
  const link = mailLinks(mail!).find((l) => l.includes('/reset-password?token='))!;
  return new URL(link).searchParams.get('token')!;
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a branded single-use link to /reset-password that is stored only as a hash', async () => {
    const u = await buildUser(t.db, { username: email(), passwordHash: await hashPassword(OLD) });
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

  it('answers the same whether the account exists or not, in similar time, and mails nobody unknown', async () => {
    const u = await buildUser(t.db, { username: email() });
    const known = await forgot(u.username);
    const unknown = await forgot(`ghost-${Date.now()}@example.test`);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await readOutbox(t.db)).toHaveLength(1);
    const time = async (addr: string) => {
      const s = performance.now();
      await forgot(addr);
      return performance.now() - s;
    };
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 3; i++) {
      const x = await buildUser(t.db, { username: email() });
      a.push(await time(x.username));
      b.push(await time(`ghost-${i}-${Date.now()}@example.test`));
    }
    const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[1];
    expect(Math.abs(median(a) - median(b))).toBeLessThan(50);
  });

  it('refuses a bad e-mail with the spec text', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.email);
  });

  it('a newer link replaces the older one', async () => {
    const u = await buildUser(t.db, { username: email(), passwordHash: await hashPassword(OLD) });
    const first = await tokenFor(u.username);
    const second = await tokenFor(u.username);
    expect((await verifyToken(first)).json()).toEqual({ valid: false });
    expect((await verifyToken(second)).json()).toEqual({ valid: true });
  });
});

describe('GET /api/auth/verify-reset-token/{token}', () => {
  it('says valid for a live token and false for unknown, malformed, expired or used ones', async () => {
    const u = await buildUser(t.db, { username: email(), passwordHash: await hashPassword(OLD) });
    const token = await tokenFor(u.username);
    expect((await verifyToken(token)).json()).toEqual({ valid: true });
    expect((await verifyToken('A'.repeat(43))).json()).toEqual({ valid: false });
    expect((await verifyToken('../../etc')).json()).toEqual({ valid: false });
    await t.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResets.userId, u.id));
    expect((await verifyToken(token)).json()).toEqual({ valid: false });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session and spends the token', async () => {
    const u = await buildUser(t.db, { username: email(), passwordHash: await hashPassword(OLD) });
    const loginRes = await t.app.inject({ method: 'POST', url: '/api/login', headers: sameOrigin(t), payload: { username: u.username, password: OLD } });
    const oldSession = sessionTokenFrom(t, loginRes)!;
    const token = await tokenFor(u.username);
    const res = await reset({ token, newPassword: NEW, confirmPassword: NEW });
    expect(res.statusCode).toBe(200);
    // Old session dead, old password dead, new password works.
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookie(t, oldSession) } })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', headers: sameOrigin(t), payload: { username: u.username, password: OLD } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', headers: sameOrigin(t), payload: { username: u.username, password: NEW } })).statusCode).toBe(200);
    // Used once: the link is dead.
    expect((await verifyToken(token)).json()).toEqual({ valid: false });
    const again = await reset({ token, newPassword: 'Third-Forest-77', confirmPassword: 'Third-Forest-77' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_LINK_INVALID);
    // The member is told their password changed.
    expect((await lastMailTo(t.db, u.username))!.subject).toBe('Your KindRipple password was changed');
  });

  it('the same token sent twice in parallel succeeds exactly once', async () => {
    const u = await buildUser(t.db, { username: email(), passwordHash: await hashPassword(OLD) });
    const token = await tokenFor(u.username);
    const results = await Promise.all([
      reset({ token, newPassword: NEW, confirmPassword: NEW }),
      reset({ token, newPassword: 'Other-Valley-93', confirmPassword: 'Other-Valley-93' }),
      reset({ token, newPassword: 'Third-Forest-77', confirmPassword: 'Third-Forest-77' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('refuses an expired token', async () => {
    const u = await buildUser(t.db, { username: email(), passwordHash: await hashPassword(OLD) });
    const token = await tokenFor(u.username);
    await t.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResets.userId, u.id));
    const res = await reset({ token, newPassword: NEW, confirmPassword: NEW });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(RESET_LINK_INVALID);
  });

  it('refuses bad input with the spec texts and a common password', async () => {
    const u = await buildUser(t.db, { username: email(), passwordHash: await hashPassword(OLD) });
    const token = await tokenFor(u.username);
    expect((await reset({ token: '', newPassword: NEW, confirmPassword: NEW })).json().message).toBe(authMessages.tokenRequired);
    expect((await reset({ token, newPassword: 'short', confirmPassword: 'short' })).json().message).toBe(authMessages.passwordMin);
    expect((await reset({ token, newPassword: NEW, confirmPassword: 'Different-1x' })).json().message).toBe(authMessages.passwordsMatch);
    expect((await reset({ token, newPassword: 'basketball', confirmPassword: 'basketball' })).json().message).toBe(authMessages.weak);
    // None of those spent the token.
    expect((await verifyToken(token)).json()).toEqual({ valid: true });
  });

  it("one member's token never changes another member's password", async () => {
    const a = await buildUser(t.db, { username: email(), passwordHash: await hashPassword(OLD) });
    const b = await signIn(t, { username: email(), password: OLD });
    const token = await tokenFor(a.username);
    expect((await reset({ token, newPassword: NEW, confirmPassword: NEW })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', headers: sameOrigin(t), payload: { username: b.user.username, password: OLD } })).statusCode).toBe(200);
  });
});
