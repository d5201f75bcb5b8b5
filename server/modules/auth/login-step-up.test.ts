import type { LightMyRequestResponse } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { LOGIN_CHECK_MESSAGE, authMessages } from '../../../common/schemas/auth';
import { buildUser } from '../../test/factories';
import { nextIp, uniqueEmail, useTestApp } from '../../test/harness';
import { LIMITS } from './auth.limits';

// The default captcha (ALTCHA), as production runs. rate-limits.test.ts covers CAPTCHA_PROVIDER=none.
const { t, http } = useTestApp({ CAPTCHA_PROVIDER: 'altcha' });

const PASSWORD = 'Gentle-Harbour-58';
const STEP_UP = LIMITS.loginAccount.max;

/** Does what the ALTCHA widget does in the browser: fetch a challenge, solve it, encode the payload. */
async function solvedToken(): Promise<string> {
  const challenge = (await http.get('/api/auth/captcha')).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const logIn = (username: string, password: string, opts: { ip?: string; token?: string } = {}) =>
  http.post(
    '/api/login',
    { username, password },
    { ip: opts.ip, headers: opts.token ? { 'x-recaptcha-token': opts.token } : {} },
  );

/** Wrong passwords for `username`, each from an address of its own (an attacker spread over many). */
async function failFromMany(username: string, times: number): Promise<LightMyRequestResponse[]> {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await logIn(username, `Wrong-${i}-guess`));
  return answers;
}

function expectCheckRequired(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: LOGIN_CHECK_MESSAGE, captchaRequired: true });
  expect(http.sessionFrom(res)).toBeUndefined();
}

describe('login step-up: after 5 failures an account needs the captcha, never a lock', () => {
  it('asks for the check after the 5th failure, refuses the right password without a good token, and lets it in with one', async () => {
    const u = await buildUser(t.db, { password: PASSWORD });
    const answers = await failFromMany(u.username, STEP_UP);
    // The first four say nothing more; the fifth tells the form to show the check for the next try.
    for (const res of answers.slice(0, -1)) expect(res.json()).toEqual({ message: authMessages.invalidCredentials });
    expect(answers.at(-1)!.statusCode).toBe(401);
    expect(answers.at(-1)!.json()).toEqual({ message: authMessages.invalidCredentials, captchaRequired: true });

    // The owner, from a fresh address, with the right password: the check first, whatever the letter case.
    expectCheckRequired(await logIn(u.username, PASSWORD));
    expectCheckRequired(await logIn(u.username.toUpperCase(), PASSWORD));
    expectCheckRequired(await logIn(u.username, PASSWORD, { token: 'garbage' }));

    const token = await solvedToken();
    const res = await logIn(u.username, PASSWORD, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.id, username: u.username });
    const session = http.sessionFrom(res);
    expect(session).toBeDefined();
    expect((await http.withSession(session!).get('/api/user')).statusCode).toBe(200);

    // A solution works once.
    expectCheckRequired(await logIn(u.username, PASSWORD, { token }));
  });

  it('a good token with a wrong password is an ordinary failure, and the next try needs a fresh check', async () => {
    const u = await buildUser(t.db, { password: PASSWORD });
    await failFromMany(u.username, STEP_UP);
    const wrong = await logIn(u.username, 'Still-Wrong-1', { token: await solvedToken() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: authMessages.invalidCredentials, captchaRequired: true });
    expectCheckRequired(await logIn(u.username, PASSWORD));
  });

  it('treats a name nobody has the same way, so the answers do not tell which accounts exist', async () => {
    const u = await buildUser(t.db, { password: PASSWORD });
    const nobody = uniqueEmail('nobody');
    const real = await failFromMany(u.username, STEP_UP + 1);
    const unknown = await failFromMany(nobody, STEP_UP + 1);
    expect(unknown.map((r) => [r.statusCode, r.json()])).toEqual(real.map((r) => [r.statusCode, r.json()]));
    expectCheckRequired(unknown.at(-1)!);
  });

  it('lets no more than 5 passwords be tried without the check, even when the guesses arrive all at once', async () => {
    const u = await buildUser(t.db, { password: PASSWORD });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => logIn(u.username, `Parallel-${i}-guess`)));
    const messages = answers.map((r) => r.json().message);
    expect(messages.filter((m) => m === authMessages.invalidCredentials)).toHaveLength(STEP_UP);
    expect(messages.filter((m) => m === LOGIN_CHECK_MESSAGE)).toHaveLength(12 - STEP_UP);
  });

  it("counts each account's failures apart: another account needs no check", async () => {
    const u = await buildUser(t.db, { password: PASSWORD });
    const other = await buildUser(t.db, { password: PASSWORD });
    await failFromMany(u.username, STEP_UP + 3);
    expect((await logIn(other.username, PASSWORD)).statusCode).toBe(200);
  });

  it("successes never count, and a success forgives that client's own failures on the account", async () => {
    const u = await buildUser(t.db, { password: PASSWORD });
    const ip = nextIp();
    for (let i = 0; i < 2 * STEP_UP; i++) expect((await logIn(u.username, PASSWORD, { ip })).statusCode).toBe(200);

    // Typos from the member's own device, then the right password: their slate is clean again.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < STEP_UP - 1; i++) {
        const typo = await logIn(u.username, `Typo-${round}-${i}`, { ip });
        expect(typo.json()).toEqual({ message: authMessages.invalidCredentials });
      }
      expect((await logIn(u.username, PASSWORD, { ip })).statusCode).toBe(200);
    }
  });

  it("the owner's success with the check does not forgive an attacker's failures from elsewhere", async () => {
    const u = await buildUser(t.db, { password: PASSWORD });
    const ip = nextIp();
    await failFromMany(u.username, STEP_UP);
    expectCheckRequired(await logIn(u.username, PASSWORD, { ip }));
    expect((await logIn(u.username, PASSWORD, { ip, token: await solvedToken() })).statusCode).toBe(200);
    // The attacker's five still stand for the rest of their window: no free guesses after the owner's login.
    expectCheckRequired(await logIn(u.username, PASSWORD, { ip }));
    expectCheckRequired(await logIn(u.username, 'Another-Guess-1'));
  });

  it('still refuses one client trying many accounts with 429, captcha or not', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.loginIp.max; i++) {
      expect((await logIn(uniqueEmail('spray'), 'Summer-2024!', { ip })).statusCode).toBe(401);
    }
    const u = await buildUser(t.db, { password: PASSWORD });
    const over = await logIn(u.username, PASSWORD, { ip, token: await solvedToken() });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
  });
});
