import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { sessions, userTotp } from '../../../db/schema';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { recentAdminActions } from '../../audit/audit.service';
import { resetAdminSecondFactor } from '../admin-account.service';
import { PASSWORD, PENDING, totpWorld } from './test/totp-world';

// The clock the app reads; tests move it to reach the next TOTP time step.
const clock = { now: new Date() };
const { t, http } = useTestApp({}, { clock: () => clock.now });
const { advance, codeAt, pendingToken, login, secondFactor, enrolledAdmin } = totpWorld(t, http, clock);
const now = () => clock.now;

describe('enrolling an authenticator on /profile', () => {
  it('hands out the QR address and the secret, stores the secret encrypted, and enables with a first code', async () => {
    const admin = await buildUser(t.db as Db, { role: 'admin', password: PASSWORD });
    const client = http.as(admin);
    expect((await client.get('/api/user/totp')).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const setup = await client.post('/api/user/totp/setup', { password: PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { otpauthUrl, secret } = setup.json() as { otpauthUrl: string; secret: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/KindRipple:/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const [row] = await (t.db as Db).select().from(userTotp).where(eq(userTotp.userId, admin.id));
    expect(row!.enabledAt).toBeNull();
    expect(row!.secret).not.toContain(secret);
    expect(row!.secret.startsWith('v1.')).toBe(true);

    // Not enabled by a wrong code, nor by anything but six digits.
    const wrong = await client.post('/api/user/totp/enable', {
      code: codeAt(secret, new Date(now().getTime() - 600_000)),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: expect.stringContaining('did not work') });
    expect((await client.post('/api/user/totp/enable', { code: 'abc' })).statusCode).toBe(400);
    expect((await client.post('/api/user/totp/enable', {})).statusCode).toBe(400);

    const enabled = await client.post('/api/user/totp/enable', { code: codeAt(secret) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await client.get('/api/user/totp')).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    // On the record, and not set up twice.
    const audit = await recentAdminActions(t.db as Db);
    expect(audit.find((r) => r.actorId === admin.id)).toMatchObject({
      action: 'totp.enable',
      targetType: 'user',
      targetId: admin.id,
    });
    expect((await client.post('/api/user/totp/setup', { password: PASSWORD })).statusCode).toBe(409);
    expect((await client.post('/api/user/totp/enable', { code: codeAt(secret) })).statusCode).toBe(409);
  });

  it('refuses to enable before a set-up', async () => {
    const { http: client } = await http.admin();
    const res = await client.post('/api/user/totp/enable', { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('start the set-up again') });
  });

  it('is for admins: a guest gets 401 and a member 403', async () => {
    const { http: member } = await http.member();
    for (const [method, url] of [
      ['GET', '/api/user/totp'],
      ['POST', '/api/user/totp/setup'],
      ['POST', '/api/user/totp/enable'],
      ['DELETE', '/api/user/totp'],
    ] as const) {
      expect((await http.inject({ method, url, payload: { code: '123456' } })).statusCode).toBe(401);
      expect((await member.inject({ method, url, payload: { code: '123456' } })).statusCode).toBe(403);
    }
  });
});

describe('login with a second factor', () => {
  it('answers twoFactorRequired with no session, then signs in with a code', async () => {
    const { admin, secret } = await enrolledAdmin();
    const first = await login(admin.username);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    expect(http.sessionFrom(first)).toBeUndefined();
    const cookie = first.cookies.find((c) => c.name === PENDING)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.maxAge).toBeLessThanOrEqual(300);

    const done = await secondFactor(cookie.value, codeAt(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: admin.id, role: 'admin' });
    const token = http.sessionFrom(done)!;
    expect(token).toBeDefined();
    expect((await http.withSession(token).get('/api/user')).json()).toMatchObject({ id: admin.id });
    // The pending login is spent.
    expect((await secondFactor(cookie.value, codeAt(secret))).statusCode).toBe(401);
  });

  it('refuses the same code again in its time step, and takes the next step’s code', async () => {
    const { admin, secret } = await enrolledAdmin();
    const code = codeAt(secret);
    expect((await secondFactor(pendingToken(await login(admin.username)), code)).statusCode).toBe(200);

    const replay = await secondFactor(pendingToken(await login(admin.username)), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: expect.stringContaining('did not work') });
    expect(http.sessionFrom(replay)).toBeUndefined();

    advance(30);
    expect((await secondFactor(pendingToken(await login(admin.username)), codeAt(secret))).statusCode).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const { admin, client, recoveryCodes } = await enrolledAdmin();
    const code = recoveryCodes[3]!;
    const used = await secondFactor(pendingToken(await login(admin.username)), code.toUpperCase());
    expect(used.statusCode).toBe(200);
    expect(http.sessionFrom(used)).toBeDefined();
    expect((await secondFactor(pendingToken(await login(admin.username)), code)).statusCode).toBe(401);
    expect((await client.get('/api/user/totp')).json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('does not take another admin’s code', async () => {
    const a = await enrolledAdmin();
    const b = await enrolledAdmin();
    const res = await secondFactor(pendingToken(await login(a.admin.username)), codeAt(b.secret));
    // The two secrets could share a code by chance (one in a million); then it is a's own code too.
    if (codeAt(a.secret) !== codeAt(b.secret)) expect(res.statusCode).toBe(401);
    expect((await secondFactor(pendingToken(await login(a.admin.username)), b.recoveryCodes[0])).statusCode).toBe(401);
  });

  it('ends the pending login after five wrong codes, or after five minutes', async () => {
    const { admin, secret } = await enrolledAdmin();
    const token = pendingToken(await login(admin.username));
    for (let i = 0; i < 4; i++) {
      const wrong = await secondFactor(token, '000000');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).not.toHaveProperty('loginAgain');
    }
    // The fifth wrong code also pauses the account's codes (decision 057; totp-lock.test.ts): 429.
    expect((await secondFactor(token, '000000')).statusCode).toBe(429);
    advance(61);
    const spent = await secondFactor(token, codeAt(secret));
    expect(spent.json()).toMatchObject({ loginAgain: true, message: expect.stringContaining('log in again') });

    const late = pendingToken(await login(admin.username));
    advance(301);
    const expired = await secondFactor(late, codeAt(secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ loginAgain: true });
  });

  it('refuses bad input and a missing pending login', async () => {
    expect((await secondFactor('x'.repeat(43), '')).statusCode).toBe(400);
    expect((await secondFactor('x'.repeat(43), 'not a code')).statusCode).toBe(400);
    expect((await secondFactor('x'.repeat(43), 123456)).statusCode).toBe(400);
    const none = await secondFactor(undefined, '123456');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ loginAgain: true });
  });

  it('a wrong password never reaches the second step', async () => {
    const { admin } = await enrolledAdmin();
    const res = await http.post('/api/login', { username: admin.username, password: 'Wrong-River-42' });
    expect(res.statusCode).toBe(401);
    expect(pendingToken(res)).toBeUndefined();
  });
});

describe('removing the second factor', () => {
  it('needs a good code, is audited, and login then asks for the password alone', async () => {
    const { admin, client, secret } = await enrolledAdmin();
    expect((await client.delete('/api/user/totp', { code: '000000', password: PASSWORD })).statusCode).toBe(400);
    expect((await client.delete('/api/user/totp', {})).statusCode).toBe(400);
    const res = await client.delete('/api/user/totp', { code: codeAt(secret), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Two-factor sign-in is off.' });
    expect((await client.get('/api/user/totp')).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const audit = await recentAdminActions(t.db as Db);
    expect(audit.find((r) => r.actorId === admin.id)).toMatchObject({ action: 'totp.disable' });
    const plain = await login(admin.username);
    expect(plain.json()).toMatchObject({ id: admin.id });
    expect(http.sessionFrom(plain)).toBeDefined();
    expect((await client.delete('/api/user/totp', { code: codeAt(secret), password: PASSWORD })).statusCode).toBe(400);
  });

  it('create-admin --reset-2fa removes a lost factor', async () => {
    const { admin } = await enrolledAdmin();
    expect(await resetAdminSecondFactor(t.db as Db, admin.username)).toContain('removed');
    expect((await login(admin.username)).json()).toMatchObject({ id: admin.id });
    expect(await resetAdminSecondFactor(t.db as Db, admin.username)).toContain('nothing changed');
    await expect(resetAdminSecondFactor(t.db as Db, 'nobody@example.test')).rejects.toThrow('no account');
  });
});

describe('admin sessions', () => {
  const idleFor = async (token: string, minutes: number) => {
    const { hashToken } = await import('../../../lib/tokens');
    await (t.db as Db)
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(sessions.id, hashToken(token)));
  };

  it('end after 30 idle minutes; a member’s do not', async () => {
    const { http: admin } = await http.admin();
    const { http: member } = await http.member();
    const adminSession = (await admin.sessionToken())!;
    const memberSession = (await member.sessionToken())!;
    await idleFor(adminSession, 29);
    expect((await admin.get('/api/user')).statusCode).toBe(200);
    await idleFor(adminSession, 31);
    await idleFor(memberSession, 31);
    expect((await admin.get('/api/user')).statusCode).toBe(401);
    expect((await member.get('/api/user')).statusCode).toBe(200);
    // Ended for good, not only refused.
    const { hashToken } = await import('../../../lib/tokens');
    expect(
      await (t.db as Db)
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(adminSession))),
    ).toEqual([]);
  });
});
