import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIPPLE_RATE_LIMITS } from '../modules/ripples/ripples.routes';
import { buildTestApp, type TestContext } from '../test/build-test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => t.close());

/** Starts a ripple as the client a trusted proxy names in X-Forwarded-For. */
const startRipple = (forwardedFor: string, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ripples',
    payload: { message, shareChannel: 'copy' },
    headers: { origin: t.config.publicUrl, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    remoteAddress: '127.0.0.1',
  });

describe('route limits (config.rateLimit)', () => {
  it('count every address of one IPv6 /64 as one client, whatever its spelling, and leave the next /64 alone', async () => {
    const { max } = RIPPLE_RATE_LIMITS.create;
    for (let i = 0; i < max; i++) {
      const res = await startRipple(`2001:db8:cafe:42:${(i * 4099).toString(16)}:${i}::${i + 1}`, `Rotating ${i}`);
      expect(res.statusCode).toBe(201);
    }
    const over = await startRipple('2001:0DB8:CAFE:0042:FFFF:FFFF:FFFF:FFFF', 'One more');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
    expect((await startRipple('2001:db8:cafe:43::1', 'Next network')).statusCode).toBe(201);
  });

  it('count an IPv4 client by its address, also when it arrives IPv4-mapped', async () => {
    const { max } = RIPPLE_RATE_LIMITS.create;
    for (let i = 0; i < max; i++) expect((await startRipple(i % 2 ? '198.51.100.44' : '::ffff:198.51.100.44', `Four ${i}`)).statusCode).toBe(201);
    expect((await startRipple('198.51.100.44', 'Over')).statusCode).toBe(429);
    expect((await startRipple('198.51.100.45', 'Neighbour')).statusCode).toBe(201);
  });
});
