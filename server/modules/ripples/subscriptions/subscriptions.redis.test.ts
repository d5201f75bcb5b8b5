import { describe, expect, it } from 'vitest';
import { buildRipple } from '../../../test/factories';
import { uniqueEmail, useTestApp } from '../../../test/harness';
import { RECIPIENT_LIMITS } from '../ripples.limits';

// Runs only as the 'redis' project of the test command, which sets TEST_REDIS_URL (the machine's Redis).
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const one = useTestApp({ REDIS_URL: redisUrl }).http;
const two = useTestApp({ REDIS_URL: redisUrl }).http;

describe('per-recipient subscribe limit shared through Redis (REDIS_URL)', () => {
  it('counts one address across both instances, once each ripple is found, and never for an unknown one', async () => {
    if (!redisUrl) throw new Error('TEST_REDIS_URL must point at a Redis server for this suite');
    const email = uniqueEmail('shared');
    const [onOne, onTwo] = [await buildRipple(one), await buildRipple(two)];
    // Unknown ripples on either instance cost the address nothing.
    for (const http of [one, two, one, two])
      expect((await http.post('/api/ripples/summary/Zz9Zz9Zz9Z/subscribe', { email })).statusCode).toBe(404);
    const answers = [];
    for (let i = 0; i < RECIPIENT_LIMITS.subscribe.max; i++) {
      const [http, seed] = i % 2 === 0 ? [one, onOne] : [two, onTwo];
      answers.push((await http.post(`/api/ripples/summary/${seed.seedCode}/subscribe`, { email })).statusCode);
    }
    expect(answers).toEqual(Array(RECIPIENT_LIMITS.subscribe.max).fill(200));
    const over = await two.post(`/api/ripples/summary/${onTwo.seedCode}/subscribe`, { email });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
