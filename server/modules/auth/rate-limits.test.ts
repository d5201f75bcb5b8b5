import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { sameOrigin } from '../../test/http';
import { hashPassword } from './passwords';
import { LIMITS } from './rate-limits';

let t: TestContext;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const PASSWORD = 'Quiet-Harbour-64';

function post(url: string, payload: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({ method: 'POST', url, headers: { ...sameOrigin(t), ...opts.headers }, payload: payload as object, remoteAddress: opts.ip ?? '203.0.113.7' });
}

function expect429(res: Awaited<ReturnType<typeof t.app.inject>>) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
}

describe('login limits', () => {
  it('per account: the 11th attempt on one account in 15 minutes gets 429, from any address, and even with the right password', async () => {
    const u = await buildUser(t.db, { username: 'target@example.test', passwordHash: await hashPassword(PASSWORD) });
    for (let i = 0; i < LIMITS.loginAccount.max; i++) {
      expect((await post('/api/login', { username: u.username, password: `Wrong-${i}-pw` }, { ip: `198.51.100.${i + 1}` })).statusCode).toBe(401);
    }
    expect429(await post('/api/login', { username: u.username.toUpperCase(), password: PASSWORD }, { ip: '198.51.100.200' }));
    // Another account is not affected.
    const other = await buildUser(t.db, { username: 'other@example.test', passwordHash: await hashPassword(PASSWORD) });
    expect((await post('/api/login', { username: other.username, password: PASSWORD }, { ip: '198.51.100.201' })).statusCode).toBe(200);
  });

  it('per IP: the limit holds through a trailing slash, odd letter case and a spoofed X-Forwarded-For', async () => {
    const urls = ['/api/login', '/api/login/', '/API/Login', '/api/LOGIN/'];
    for (let i = 0; i < LIMITS.loginIp.max; i++) {
      const res = await post(urls[i % urls.length], { username: `nobody${i}@example.test`, password: 'Wrong-pw-1' }, { headers: { 'x-forwarded-for': `192.0.2.${i}` } });
      expect(res.statusCode).toBe(401);
    }
    expect429(await post('/API/LOGIN/', { username: 'fresh@example.test', password: 'Wrong-pw-1' }, { headers: { 'x-forwarded-for': '192.0.2.250' } }));
    // A different real address still gets through.
    expect((await post('/api/login', { username: 'fresh@example.test', password: 'Wrong-pw-1' }, { ip: '203.0.113.99' })).statusCode).toBe(401);
  });
});

describe('registration limit', () => {
  it('per IP', async () => {
    for (let i = 0; i < LIMITS.registerIp.max; i++) {
      const res = await post('/api/register', { username: `new${i}@example.test`, password: PASSWORD, displayName: `N${i}`, avatar: '/avatars/1.png' });
      expect(res.statusCode).toBe(201);
    }
    expect429(await post('/api/register/', { username: 'one-more@example.test', password: PASSWORD, displayName: 'X', avatar: '/avatars/1.png' }));
  });
});

describe('forgot-password limits', () => {
  it('per e-mail: the 4th request for one address in an hour gets 429, whatever the address letter case or IP', async () => {
    for (let i = 0; i < LIMITS.forgotEmail.max; i++) {
      expect((await post('/api/auth/forgot-password', { email: 'someone@example.test' }, { ip: `198.51.100.${i + 1}` })).statusCode).toBe(200);
    }
    expect429(await post('/api/auth/forgot-password', { email: 'SomeOne@Example.test' }, { ip: '198.51.100.99' }));
  });

  it('per IP', async () => {
    for (let i = 0; i < LIMITS.forgotIp.max; i++) {
      expect((await post('/api/auth/forgot-password', { email: `x${i}@example.test` })).statusCode).toBe(200);
    }
    expect429(await post('/api/Auth/Forgot-Password/', { email: 'y@example.test' }, { headers: { 'x-forwarded-for': '192.0.2.1' } }));
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      for (let i = 0; i < LIMITS.forgotIp.max; i++) {
        const res = await proxied.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { ...sameOrigin(proxied), 'x-forwarded-for': '198.51.100.5' }, payload: { email: `p${i}@example.test` }, remoteAddress: '127.0.0.1' });
        expect(res.statusCode).toBe(200);
      }
      const limited = await proxied.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { ...sameOrigin(proxied), 'x-forwarded-for': '198.51.100.5' }, payload: { email: 'q@example.test' }, remoteAddress: '127.0.0.1' });
      expect(limited.statusCode).toBe(429);
      // Another client behind the same proxy has its own counter.
      const other = await proxied.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { ...sameOrigin(proxied), 'x-forwarded-for': '198.51.100.6' }, payload: { email: 'q@example.test' }, remoteAddress: '127.0.0.1' });
      expect(other.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('IPv6 clients', () => {
  // One connection is handed a whole /64: its addresses are one client for every per-IP limit.
  const verify = (ctx: TestContext, ip: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/verify-reset-token/not-a-real-token', headers, remoteAddress: ip });

  it('counts a whole /64 as one address: rotating addresses in it does not escape the per-IP limit', async () => {
    for (let i = 0; i < LIMITS.verifyResetIp.max; i++) {
      const ip = `2001:db8:aa:1:${(i + 1).toString(16)}::${((i * 7919) % 0x10000).toString(16)}`;
      const res = await verify(t, ip);
      expect(res.statusCode, ip).toBe(200);
    }
    // Another spelling of yet another address of the same /64.
    expect429(await verify(t, '2001:0DB8:00AA:0001:FFFF:0:0:1'));
    // The next /64 and an IPv4 client have their own counters.
    expect((await verify(t, '2001:db8:aa:2::1')).statusCode).toBe(200);
    expect((await verify(t, '198.51.100.60')).statusCode).toBe(200);
  });

  it('does the same for addresses named by a trusted proxy, and counts an IPv4-mapped address as the IPv4 one', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    const send = (forwardedFor: string) => verify(proxied, '127.0.0.1', { 'x-forwarded-for': forwardedFor });
    try {
      for (let i = 0; i < LIMITS.verifyResetIp.max; i++) expect((await send(`2001:db8:bb:7:${i.toString(16)}:1:2:3`)).statusCode).toBe(200);
      expect429(await send('2001:db8:bb:7::beef'));
      expect((await send('2001:db8:bb:8::beef')).statusCode).toBe(200);

      for (let i = 0; i < LIMITS.verifyResetIp.max; i++) expect((await send(i % 2 ? '198.51.100.9' : '::ffff:198.51.100.9')).statusCode).toBe(200);
      expect429(await send('198.51.100.9'));
      expect((await send('198.51.100.10')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
