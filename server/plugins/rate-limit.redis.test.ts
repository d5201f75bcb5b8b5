import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIPPLE_RATE_LIMITS } from '../modules/ripples/ripples.routes';
import { LIMITS } from '../modules/auth/rate-limits';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { sameOrigin } from '../test/http';

// Runs only as the 'redis' project of the test command, which sets TEST_REDIS_URL (the machine's Redis).
const redisUrl = process.env.TEST_REDIS_URL ?? '';

/** Two instances of the product behind one proxy, sharing a Redis for their limits. */
let one: TestContext;
let two: TestContext;
let redis: Redis;

beforeAll(async () => {
  if (!redisUrl) throw new Error('TEST_REDIS_URL must point at a Redis server for this suite');
  const env = { REDIS_URL: redisUrl, TRUST_PROXY: 'loopback' };
  [one, two] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
  redis = new Redis(redisUrl);
});

afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await redis?.quit();
});

/** A made-up visitor address, so runs never share counters. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('abuse limits shared through Redis (REDIS_URL)', () => {
  it('counts forgot-password requests for one e-mail across both instances', async () => {
    const email = `rl-${randomBytes(6).toString('hex')}@example.com`;
    const ask = (t: TestContext) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { ...sameOrigin(t), 'x-forwarded-for': someIp() }, payload: { email } });
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
    const create = (t: TestContext) =>
      t.app.inject({ method: 'POST', url: '/api/ripples', headers: { ...sameOrigin(t), 'x-forwarded-for': ip }, payload: { message: 'You make mornings brighter.', shareChannel: 'copy' } });
    for (let i = 0; i < RIPPLE_RATE_LIMITS.create.max; i++) expect((await create(i % 2 === 0 ? two : one)).statusCode).toBe(201);
    const over = await create(one);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await create(two)).statusCode).toBe(429);
    // Another address is not affected.
    const other = await one.app.inject({ method: 'POST', url: '/api/ripples', headers: { ...sameOrigin(one), 'x-forwarded-for': someIp() }, payload: { message: 'Thank you for the help.', shareChannel: 'copy' } });
    expect(other.statusCode).toBe(201);
    const keys = await redis.keys(`kindripple-rl:*${ip}*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(...keys);
  });
});
