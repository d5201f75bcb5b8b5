import { describe, expect, it } from 'vitest';
import { LIMITS } from './modules/auth/auth.limits';
import { RIPPLE_LIMITS } from './modules/ripples/ripples.limits';
import { NETWORK_FACTOR } from './plugins/rate-limit';
import { useTestApp } from './test/harness';

const { http } = useTestApp({ TRUST_PROXY: '127.0.0.1' });

/** Starts a ripple as the client a trusted proxy names in X-Forwarded-For. */
const startRipple = (forwardedFor: string, message: string) =>
  http.post(
    '/api/ripples',
    { message, shareChannel: 'copy' },
    { ip: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } },
  );

describe('per-client limits', () => {
  it('count every address of one IPv6 /56 as one client, whatever its spelling, and leave the next /56 alone', async () => {
    const { max } = RIPPLE_LIMITS.create;
    for (let i = 0; i < max; i++) {
      const res = await startRipple(
        `2001:db8:cafe:42${i.toString(16).padStart(2, '0')}:${(i * 4099).toString(16)}:${i}::${i + 1}`,
        `Rotating ${i}`,
      );
      expect(res.statusCode).toBe(201);
    }
    const over = await startRipple('2001:0DB8:CAFE:42FF:FFFF:FFFF:FFFF:FFFF', 'One more');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
    expect((await startRipple('2001:db8:cafe:4300::1', 'Next network')).statusCode).toBe(201);
  });

  it('also count an IPv6 client’s whole /48, against four times the limit, so rotating /56s does not escape it', async () => {
    const { max } = RIPPLE_LIMITS.create;
    // Each /56 stays under its own limit; together they use up the /48's.
    for (let i = 0; i < max * NETWORK_FACTOR; i++) {
      const res = await startRipple(`2001:db8:d00d:${(i << 8).toString(16)}::1`, `Network ${i}`);
      expect(res.statusCode, String(i)).toBe(201);
    }
    const over = await startRipple('2001:db8:d00d:ff00::1', 'A fresh /56 of the same /48');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await startRipple('2001:db8:d00e::1', 'Another /48')).statusCode).toBe(201);
    // IPv4 clients have no coarser counter.
    for (let i = 0; i < max; i++) expect((await startRipple(`198.51.100.${100 + i}`, `v4 ${i}`)).statusCode).toBe(201);
  });

  it('count an IPv4 client by its address, also when it arrives IPv4-mapped', async () => {
    const { max } = RIPPLE_LIMITS.create;
    for (let i = 0; i < max; i++)
      expect((await startRipple(i % 2 ? '198.51.100.44' : '::ffff:198.51.100.44', `Four ${i}`)).statusCode).toBe(201);
    expect((await startRipple('198.51.100.44', 'Over')).statusCode).toBe(429);
    expect((await startRipple('198.51.100.45', 'Neighbour')).statusCode).toBe(201);
  });

  it('count failed logins of an IPv6 client’s whole /48 too, so rotating /56s cannot guess without end', async () => {
    const { max } = LIMITS.loginIp;
    const failLogin = (forwardedFor: string, i: number) =>
      http.post(
        '/api/login',
        { username: `nobody-${i}@example.test`, password: 'Not-The-Password-1' },
        { ip: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } },
      );
    for (let i = 0; i < max * NETWORK_FACTOR; i++) {
      const res = await failLogin(`2001:db8:bad:${(i << 8).toString(16)}::1`, i);
      expect(res.statusCode, String(i)).toBe(401);
    }
    const over = await failLogin('2001:db8:bad:ff00::1', 999);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await failLogin('2001:db8:bae::1', 1000)).statusCode).toBe(401);
  }, 60_000);
});
