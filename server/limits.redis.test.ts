import { randomInt } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CHECK_MESSAGE, authMessages } from '../common/schemas/auth';
import { LIMITS } from './modules/auth/auth.limits';
import { RIPPLE_LIMITS } from './modules/ripples/ripples.limits';
import { buildUser } from './test/factories';
import { uniqueEmail, useTestApp, type TestHttp } from './test/harness';

// Runs only as the 'redis' project of the test command, which sets TEST_REDIS_URL (the machine's Redis).
const redisUrl = process.env.TEST_REDIS_URL ?? '';
let redis: Redis;
beforeAll(() => {
  if (!redisUrl) throw new Error('TEST_REDIS_URL must point at a Redis server for this suite');
  redis = new Redis(redisUrl);
});
afterAll(async () => {
  await redis?.quit();
});

/** Two instances of the product behind one proxy (on this machine), sharing a Redis for their limits. */
const env = { REDIS_URL: redisUrl, TRUST_PROXY: 'loopback' };
const one = useTestApp(env).http;
const two = useTestApp(env).http;

/** A made-up visitor address, so runs never share counters. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** A request through the proxy, for the visitor it names. */
const viaProxy = (forwardedFor: string) => ({ ip: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });

describe('abuse limits shared through Redis (REDIS_URL)', () => {
  it('counts forgot-password requests for one e-mail across both instances', async () => {
    const email = uniqueEmail('rl');
    const ask = (http: TestHttp) => http.post('/api/auth/forgot-password', { email }, viaProxy(someIp()));
    const answers = [];
    for (let i = 0; i < LIMITS.forgotEmail.max; i++) answers.push((await ask(i % 2 === 0 ? one : two)).statusCode);
    expect(answers).toEqual(Array(LIMITS.forgotEmail.max).fill(200));

    const over = await ask(two);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
    expect((await ask(one)).statusCode).toBe(429);

    const keys = await redis.keys(`kindripple-rl:*forgot-email:${email}*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
  });

  it('counts new ripples from one address across both instances', async () => {
    const ip = someIp();
    const create = (http: TestHttp, from = ip) =>
      http.post('/api/ripples', { message: 'You make mornings brighter.', shareChannel: 'copy' }, viaProxy(from));
    for (let i = 0; i < RIPPLE_LIMITS.create.max; i++)
      expect((await create(i % 2 === 0 ? two : one)).statusCode).toBe(201);
    const over = await create(one);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await create(two)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await create(one, someIp())).statusCode).toBe(201);
    const keys = await redis.keys(`kindripple-rl:*${ip}*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
  });
});

describe('failed logins counted through Redis (REDIS_URL)', () => {
  // Two more instances, with the default captcha. Each test app has a database of its own, so the member is
  // created in each and a captcha is solved on the instance that checks it; the counts are what they share.
  const altcha = { ...env, CAPTCHA_PROVIDER: 'altcha' };
  const a = useTestApp(altcha);
  const b = useTestApp(altcha);
  const PASSWORD = 'Steady-Lighthouse-73';
  const logIn = (http: TestHttp, username: string, password: string, from: string, token?: string) =>
    http.post(
      '/api/login',
      { username, password },
      { ...viaProxy(from), headers: { ...viaProxy(from).headers, ...(token ? { 'x-recaptcha-token': token } : {}) } },
    );

  it("asks every instance for the check after 5 failures spread over both, and the owner's right password gets in with it", async () => {
    const email = uniqueEmail('step-up');
    await buildUser(a.t.db, { username: email, password: PASSWORD });
    await buildUser(b.t.db, { username: email, password: PASSWORD });
    const answers = [];
    for (let i = 0; i < LIMITS.loginAccount.max; i++)
      answers.push((await logIn(i % 2 ? b.http : a.http, email, `Wrong-${i}-pw`, someIp())).json());
    expect(answers.at(-1)).toEqual({ message: authMessages.invalidCredentials, captchaRequired: true });

    for (const http of [a.http, b.http]) {
      const res = await logIn(http, email, PASSWORD, someIp());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: LOGIN_CHECK_MESSAGE, captchaRequired: true });
    }
    const challenge = (await b.http.get('/api/auth/captcha')).json() as Challenge;
    const token = Buffer.from(
      JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) }),
    ).toString('base64');
    expect((await logIn(b.http, email, PASSWORD, someIp(), token)).statusCode).toBe(200);

    const keys = await redis.keys(`kindripple-rl:login-fail-*${email}*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
  });

  it('refuses one client with 429 once its failures on both instances pass the limit, and never counts its successes', async () => {
    const ip = someIp();
    const email = uniqueEmail('own');
    await buildUser(a.t.db, { username: email, password: PASSWORD });
    await buildUser(b.t.db, { username: email, password: PASSWORD });
    for (let i = 0; i <= LIMITS.loginIp.max; i++)
      expect((await logIn(i % 2 ? a.http : b.http, email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.loginIp.max; i++)
      expect((await logIn(i % 2 ? a.http : b.http, uniqueEmail('spray'), 'Wrong-pw-1', ip)).statusCode).toBe(401);
    for (const http of [a.http, b.http]) {
      const over = await logIn(http, uniqueEmail('spray'), 'Wrong-pw-1', ip);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    }
    const keys = await redis.keys(`kindripple-rl:login-fail-*${ip}*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
  });
});
