import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { buildInstance, type TestContext } from '../../../test/build-test-app';
import { createHttp, useTestApp } from '../../../test/harness';
import { readOutbox } from '../../../test/mail';
import { recentAdminActions } from '../../audit/audit.service';
import { resetAdminSecondFactor } from '../admin-account.service';
import { PASSWORD, totpWorld } from './test/totp-world';

// Wrong second-factor codes are counted per account in the database, across pending logins and instances, and pause
// that kind of code with a growing wait (decision 057). Enrolling or removing an authenticator asks for the password.

const clock = { now: new Date('2026-11-27T10:00:10Z') };
const { t, http } = useTestApp({}, { clock: () => clock.now });
const { advance, codeAt, wrongCodeFor, pendingToken, login, secondFactor, enrolledAdmin } = totpWorld(t, http, clock);
const db = () => t.db as Db;

/** Tries `n` wrong authenticator codes, each on a new pending login, and answers the last response. */
async function wrongCodes(username: string, secret: string, n: number) {
  let last;
  for (let i = 0; i < n; i++) last = await secondFactor(pendingToken(await login(username)), wrongCodeFor(secret));
  return last!;
}
const pauseMails = async (to: string) =>
  (await readOutbox(db(), to)).filter((m) => m.subject === 'Someone has your KindRipple password');

describe('wrong authenticator codes, counted for the account', () => {
  it('are counted across pending logins: the 5th wrong code pauses codes for a minute, with one mail', async () => {
    const { admin, secret } = await enrolledAdmin();
    // Four wrong codes on four pending logins: each pending login had tries left, but the account counts them all.
    const fourth = await wrongCodes(admin.username, secret, 4);
    expect(fourth.statusCode).toBe(401);
    const fifth = await wrongCodes(admin.username, secret, 1);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({
      message: expect.stringMatching(/paused for 1 minute, until 10:01 UTC/),
      retryAt: new Date(clock.now.getTime() + 60_000).toISOString(),
    });
    expect(fifth.headers['retry-after']).toBe('60');
    expect(await pauseMails(admin.username)).toHaveLength(1);

    // While paused, the right code is not even checked: no session.
    const token = pendingToken(await login(admin.username));
    const right = await secondFactor(token, codeAt(secret));
    expect(right.statusCode).toBe(429);
    expect(http.sessionFrom(right)).toBeUndefined();
    expect(right.json().message).toMatch(/until 10:01 UTC/);
    // Tries during the pause neither count nor send more mail.
    await wrongCodes(admin.username, secret, 3);
    expect(await pauseMails(admin.username)).toHaveLength(1);
    const mail = (await pauseMails(admin.username))[0]!;
    expect(mail.text).toContain('someone knows your password');
    expect(mail.text).not.toContain(secret);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);

    // After the minute the right code signs in, and the count starts again from nothing.
    advance(61);
    const after = await secondFactor(pendingToken(await login(admin.username)), codeAt(secret));
    expect(after.statusCode, after.body).toBe(200);
    advance(30);
    expect((await wrongCodes(admin.username, secret, 4)).statusCode).toBe(401);
  });

  it('grows: each further pause is twice as long (1, 2, 4 minutes), one mail each', async () => {
    const { admin, secret } = await enrolledAdmin();
    expect((await wrongCodes(admin.username, secret, 5)).json().retryAt).toBe(
      new Date(clock.now.getTime() + 60_000).toISOString(),
    );
    advance(61);
    const second = await wrongCodes(admin.username, secret, 5);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/paused for 2 minutes/);
    advance(60);
    expect((await secondFactor(pendingToken(await login(admin.username)), codeAt(secret))).statusCode).toBe(429);
    advance(61);
    const third = await wrongCodes(admin.username, secret, 5);
    expect(third.json().message).toMatch(/paused for 4 minutes/);
    expect(await pauseMails(admin.username)).toHaveLength(3);
  });

  it('counts the wrong code that removes the factor too (DELETE /api/user/totp)', async () => {
    const { admin, client, secret } = await enrolledAdmin();
    for (let i = 0; i < 4; i++)
      expect(
        (await client.delete('/api/user/totp', { code: wrongCodeFor(secret), password: PASSWORD })).statusCode,
      ).toBe(400);
    expect((await wrongCodes(admin.username, secret, 1)).statusCode).toBe(429);
    expect((await client.delete('/api/user/totp', { code: codeAt(secret), password: PASSWORD })).statusCode).toBe(429);
    expect((await client.get('/api/user/totp')).json()).toMatchObject({ enabled: true });
  });
});

describe('recovery codes and the way back in', () => {
  it('a recovery code still signs in while codes are paused, and ends the pause', async () => {
    const { admin, secret, recoveryCodes } = await enrolledAdmin();
    await wrongCodes(admin.username, secret, 5);
    const token = pendingToken(await login(admin.username));
    expect((await secondFactor(token, codeAt(secret))).statusCode).toBe(429);
    // The same pending login takes a recovery code.
    const rescued = await secondFactor(token, recoveryCodes[0]);
    expect(rescued.statusCode, rescued.body).toBe(200);
    expect(http.sessionFrom(rescued)).toBeDefined();
    advance(30);
    expect((await secondFactor(pendingToken(await login(admin.username)), codeAt(secret))).statusCode).toBe(200);
  });

  it('wrong recovery codes have their own count: after 10 they pause too, with their own mail', async () => {
    const { admin, secret, recoveryCodes } = await enrolledAdmin();
    for (let i = 0; i < 9; i++) {
      const res = await secondFactor(pendingToken(await login(admin.username)), `abcde-fgh${'jkmnpqrstu'[i]}k`);
      expect(res.statusCode).toBe(401);
    }
    const tenth = await secondFactor(pendingToken(await login(admin.username)), 'abcde-fghvv');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().message).toMatch(/recovery codes are paused for 1 minute/);
    // A good recovery code is not checked while they are paused (and is not spent)...
    expect((await secondFactor(pendingToken(await login(admin.username)), recoveryCodes[0])).statusCode).toBe(429);
    // ...but the authenticator's code still works, and forgets both counts.
    expect((await secondFactor(pendingToken(await login(admin.username)), codeAt(secret))).statusCode).toBe(200);
    expect((await secondFactor(pendingToken(await login(admin.username)), recoveryCodes[0])).statusCode).toBe(200);
    const mails = await pauseMails(admin.username);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('wrong recovery codes');
  });

  it('create-admin --reset-2fa clears the pause with the factor', async () => {
    const { admin, client, secret } = await enrolledAdmin();
    await wrongCodes(admin.username, secret, 5);
    expect(await resetAdminSecondFactor(db(), admin.username)).toContain('removed');
    // Enrols again at once, and the new factor is not paused.
    const setup = await client.post('/api/user/totp/setup', { password: PASSWORD });
    const fresh = (setup.json() as { secret: string }).secret;
    expect((await client.post('/api/user/totp/enable', { code: codeAt(fresh) })).statusCode).toBe(200);
    advance(30);
    expect((await secondFactor(pendingToken(await login(admin.username)), codeAt(fresh))).statusCode).toBe(200);
  });
});

describe('two instances', () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await buildInstance(t.handle, t.config, { clock: () => clock.now });
  });
  afterAll(async () => {
    await other.close();
  });

  it('see the same count: wrong codes on one and on the other add up to one pause on both', async () => {
    const { admin, secret } = await enrolledAdmin();
    const there = createHttp(other);
    for (let i = 0; i < 4; i++) {
      const client = i % 2 === 0 ? http : there;
      const res = await secondFactor(pendingToken(await login(admin.username, client)), wrongCodeFor(secret), client);
      expect(res.statusCode).toBe(401);
    }
    const fifth = await secondFactor(pendingToken(await login(admin.username, there)), wrongCodeFor(secret), there);
    expect(fifth.statusCode).toBe(429);
    const here = await secondFactor(pendingToken(await login(admin.username)), codeAt(secret));
    expect(here.statusCode).toBe(429);
    expect(await pauseMails(admin.username)).toHaveLength(1);
  });
});

describe('the password before enrolling or removing an authenticator', () => {
  it('is needed to start the set-up: none, empty or wrong is refused and no secret is handed out', async () => {
    const { http: admin } = await http.admin({ password: PASSWORD });
    for (const body of [undefined, {}, { password: '' }, { password: 42 }, { password: 'x'.repeat(2000) }]) {
      const res = await admin.post('/api/user/totp/setup', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).not.toContain('otpauth');
    }
    const wrong = await admin.post('/api/user/totp/setup', { password: 'Not-The-Password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { password: 'Current password is incorrect' } });
    expect(wrong.body).not.toContain('otpauth');
    expect((await admin.get('/api/user/totp')).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await admin.post('/api/user/totp/setup', { password: PASSWORD })).statusCode).toBe(200);
  });

  it('is needed to remove it: a good code with no password or a wrong one removes nothing', async () => {
    const { admin, client, secret } = await enrolledAdmin();
    expect((await client.delete('/api/user/totp', { code: codeAt(secret) })).statusCode).toBe(400);
    const wrong = await client.delete('/api/user/totp', { code: codeAt(secret), password: 'Not-The-Password-1' });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([400, { password: 'Current password is incorrect' }]);
    expect((await client.get('/api/user/totp')).json()).toMatchObject({ enabled: true });
    // The code was not spent by the refused tries: it still removes the factor with the password.
    const ok = await client.delete('/api/user/totp', { code: codeAt(secret), password: PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await recentAdminActions(db())).find((r) => r.actorId === admin.id)).toMatchObject({
      action: 'totp.disable',
    });
  });

  it('is one’s own: another admin’s password does not open the set-up or the removal', async () => {
    const { client, secret } = await enrolledAdmin();
    const { http: other } = await http.admin({ password: 'Other-Admin-Pass-77' });
    expect((await other.post('/api/user/totp/setup', { password: PASSWORD })).statusCode).toBe(400);
    expect(
      (await client.delete('/api/user/totp', { code: codeAt(secret), password: 'Other-Admin-Pass-77' })).statusCode,
    ).toBe(400);
    const { http: member } = await http.member({ password: PASSWORD });
    expect((await member.post('/api/user/totp/setup', { password: PASSWORD })).statusCode).toBe(403);
    expect((await http.post('/api/user/totp/setup', { password: PASSWORD })).statusCode).toBe(401);
  });
});
