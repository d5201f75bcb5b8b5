import { describe, expect, it } from 'vitest';
import { LIMITS } from './modules/auth/auth.limits';
import { RECIPIENT_LIMITS } from './modules/ripples/ripples.limits';
import { buildRipple, buildUser } from './test/factories';
import { createHttp, uniqueEmail } from './test/harness';
import { useTwoInstances } from './test/two-instances';
import { claimJobRound } from './jobs/job-runs.queries';
import { databaseCounters } from './plugins/counters';

// Abuse limits shared by two instances on one PostgreSQL database without a Redis (decision 070): the counters are
// rows of `limit_counters`, so a limit counts every request whichever instance answers it.
const { one, two } = useTwoInstances();

describe('limits counted in the shared database when there is no Redis', () => {
  it('counts a request limit (`limit()`) across both instances', async () => {
    const [http1, http2] = [createHttp(one), createHttp(two)];
    const u = await buildUser(one.db);
    const answers = [];
    for (let i = 0; i < LIMITS.forgotEmail.max; i++)
      answers.push((await (i % 2 ? http2 : http1).post('/api/auth/forgot-password', { email: u.username })).statusCode);
    expect(answers).toEqual(Array(LIMITS.forgotEmail.max).fill(200));
    const over = await http2.post('/api/auth/forgot-password', { email: u.username });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts an outcome tally (`tally()`) across both instances', async () => {
    const [http1, http2] = [createHttp(one), createHttp(two)];
    const email = uniqueEmail('shared');
    const [onOne, onTwo] = [await buildRipple(http1), await buildRipple(http2)];
    const answers = [];
    for (let i = 0; i < RECIPIENT_LIMITS.subscribe.max; i++) {
      const [http, seed] = i % 2 === 0 ? [http1, onOne] : [http2, onTwo];
      answers.push((await http.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email })).statusCode);
    }
    expect(answers).toEqual(Array(RECIPIENT_LIMITS.subscribe.max).fill(200));
    expect((await http2.post(`/api/ripples/summary/${onTwo.seedCode}/subscribe`, { email })).statusCode).toBe(429);
  });

  it('adds, takes back, reads and drains one counter from both instances at once, never losing a count', async () => {
    const [a, b] = [databaseCounters(one.db), databaseCounters(two.db)];
    const key = `test:${uniqueEmail('counter')}`;
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).add(key, 60_000)));
    expect((await b.read(key)).count).toBe(20);
    expect((await a.read(key)).ttlMs).toBeGreaterThan(50_000);
    await Promise.all([a.take(key, 3), b.take(key, 2)]);
    expect((await a.add(key, 60_000)).count).toBe(16);
    expect(await b.drain(key)).toBe(16);
    expect(await a.read(key)).toEqual({ count: 0, ttlMs: 0 });
    await a.take(key);
    expect((await b.add(key, 60_000, 2)).count).toBe(2);
  });
});

describe('periodic jobs across both instances', () => {
  it('runs a round on one instance only, however many times both ask within the period', async () => {
    const asks = Array.from({ length: 10 }, (_, i) => claimJobRound((i % 2 ? one : two).db, 'shared round', 60_000));
    expect((await Promise.all(asks)).filter(Boolean)).toHaveLength(1);
  });
});
