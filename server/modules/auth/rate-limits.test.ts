import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { nextIp, uniqueEmail, useTestApp, type TestHttp } from '../../test/harness';
import { authMessages } from '../../../common/schemas/auth';
import { LIMITS } from './auth.limits';

// One app for the file (and one behind a trusted proxy): each test counts against its own addresses and accounts,
// so counters never meet.
const { t, http } = useTestApp();
const proxied = useTestApp({ TRUST_PROXY: '127.0.0.1' });

const PASSWORD = 'Quiet-Harbour-64';

function expect429(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
}

describe('login limits', () => {
  // This app runs without a captcha (CAPTCHA_PROVIDER=none): the check the account would need passes at once.
  // login-step-up.test.ts proves the check itself with ALTCHA.
  it("an attacker's wrong passwords from many addresses never keep the owner out", async () => {
    const u = await buildUser(t.db, { password: PASSWORD });
    for (let i = 0; i < 2 * LIMITS.loginAccount.max + 2; i++) {
      const res = await http.post('/api/login', {
        username: i % 2 ? u.username.toUpperCase() : u.username,
        password: `Wrong-${i}-pw`,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: authMessages.invalidCredentials });
    }
    const owner = await http.post('/api/login', { username: u.username, password: PASSWORD });
    expect(owner.statusCode).toBe(200);
    expect(http.sessionFrom(owner)).toBeDefined();
  });

  it("successes never count: a member's own logins from one address, well past every limit, all get in", async () => {
    const u = await buildUser(t.db, { password: PASSWORD });
    const ip = nextIp();
    for (let i = 0; i <= LIMITS.loginIp.max; i++) {
      expect((await http.post('/api/login', { username: u.username, password: PASSWORD }, { ip })).statusCode).toBe(
        200,
      );
    }
    // The address has no failure on record: a typo is just a typo.
    expect((await http.post('/api/login', { username: u.username, password: 'Wrong-pw-1' }, { ip })).statusCode).toBe(
      401,
    );
  });

  it('the forgot-password limit per address never blocks logging in', async () => {
    const u = await buildUser(t.db, { password: PASSWORD });
    for (let i = 0; i < LIMITS.forgotEmail.max; i++) {
      expect((await http.post('/api/auth/forgot-password', { email: u.username })).statusCode).toBe(200);
    }
    expect429(await http.post('/api/auth/forgot-password', { email: u.username }));
    expect((await http.post('/api/login', { username: u.username, password: PASSWORD })).statusCode).toBe(200);
  });

  it('per IP: failed logins on many accounts from one client get 429, through a trailing slash, odd letter case and a spoofed X-Forwarded-For', async () => {
    const ip = nextIp();
    const urls = ['/api/login', '/api/login/', '/API/Login', '/api/LOGIN/'];
    for (let i = 0; i < LIMITS.loginIp.max; i++) {
      const res = await http.post(
        urls[i % urls.length],
        { username: uniqueEmail('nobody'), password: 'Wrong-pw-1' },
        { ip, headers: { 'x-forwarded-for': `192.0.2.${i}` } },
      );
      expect(res.statusCode).toBe(401);
    }
    const fresh = uniqueEmail('fresh');
    expect429(
      await http.post(
        '/API/LOGIN/',
        { username: fresh, password: 'Wrong-pw-1' },
        { ip, headers: { 'x-forwarded-for': '192.0.2.250' } },
      ),
    );
    // A different real address still gets through.
    expect((await http.post('/api/login', { username: fresh, password: 'Wrong-pw-1' })).statusCode).toBe(401);
    // The limit is the client's: even a right password from it waits, while the account's owner elsewhere gets in.
    const u = await buildUser(t.db, { password: PASSWORD });
    expect429(await http.post('/api/login', { username: u.username, password: PASSWORD }, { ip }));
    expect((await http.post('/api/login', { username: u.username, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('registration limit', () => {
  it('per IP', async () => {
    const ip = nextIp();
    const body = () => ({
      username: uniqueEmail('new'),
      password: PASSWORD,
      displayName: 'N',
      avatar: '/avatars/1.png',
    });
    for (let i = 0; i < LIMITS.registerIp.max; i++) {
      expect((await http.post('/api/register', body(), { ip })).statusCode).toBe(201);
    }
    expect429(await http.post('/api/register/', body(), { ip }));
  });
});

describe('forgot-password limits', () => {
  it('per e-mail: the 4th request for one address in an hour gets 429, whatever the address letter case or IP', async () => {
    const email = uniqueEmail('someone');
    for (let i = 0; i < LIMITS.forgotEmail.max; i++) {
      expect((await http.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    }
    expect429(await http.post('/api/auth/forgot-password', { email: email.toUpperCase() }));
  });

  it('per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.forgotIp.max; i++) {
      expect((await http.post('/api/auth/forgot-password', { email: uniqueEmail('x') }, { ip })).statusCode).toBe(200);
    }
    expect429(
      await http.post(
        '/api/Auth/Forgot-Password/',
        { email: uniqueEmail('y') },
        { ip, headers: { 'x-forwarded-for': '192.0.2.1' } },
      ),
    );
  });
});

describe('TRUST_PROXY', () => {
  const viaProxy = (forwardedFor: string, email: string) =>
    proxied.http.post(
      '/api/auth/forgot-password',
      { email },
      { ip: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } },
    );

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    for (let i = 0; i < LIMITS.forgotIp.max; i++) {
      expect((await viaProxy('198.51.100.5', uniqueEmail('p'))).statusCode).toBe(200);
    }
    expect((await viaProxy('198.51.100.5', uniqueEmail('q'))).statusCode).toBe(429);
    // Another client behind the same proxy has its own counter.
    expect((await viaProxy('198.51.100.6', uniqueEmail('q'))).statusCode).toBe(200);
  });
});

describe('IPv6 clients', () => {
  // One connection is handed a /64 or more (often a /56): a /56 is one client for every per-IP limit.
  const verify = (client: TestHttp, ip: string, headers: Record<string, string> = {}) =>
    client.get('/api/auth/verify-reset-token/not-a-real-token', { ip, headers });

  it('counts a whole /56 as one address: rotating addresses in it does not escape the per-IP limit', async () => {
    for (let i = 0; i < LIMITS.verifyResetIp.max; i++) {
      const ip = `2001:db8:aa:${(i + 1).toString(16)}:${(i + 1).toString(16)}::${((i * 7919) % 0x10000).toString(16)}`;
      const res = await verify(http, ip);
      expect(res.statusCode, ip).toBe(200);
    }
    // Another spelling of yet another address of the same /56.
    expect429(await verify(http, '2001:0DB8:00AA:0001:FFFF:0:0:1'));
    // The next /56 and an IPv4 client have their own counters.
    expect((await verify(http, '2001:db8:aa:201::1')).statusCode).toBe(200);
    expect((await verify(http, '198.51.100.60')).statusCode).toBe(200);
  });

  it('does the same for addresses named by a trusted proxy, and counts an IPv4-mapped address as the IPv4 one', async () => {
    const send = (forwardedFor: string) => verify(proxied.http, '127.0.0.1', { 'x-forwarded-for': forwardedFor });
    for (let i = 0; i < LIMITS.verifyResetIp.max; i++)
      expect((await send(`2001:db8:bb:7:${i.toString(16)}:1:2:3`)).statusCode).toBe(200);
    expect429(await send('2001:db8:bb:7::beef'));
    expect((await send('2001:db8:bb:108::beef')).statusCode).toBe(200);

    for (let i = 0; i < LIMITS.verifyResetIp.max; i++)
      expect((await send(i % 2 ? '198.51.100.9' : '::ffff:198.51.100.9')).statusCode).toBe(200);
    expect429(await send('198.51.100.9'));
    expect((await send('198.51.100.10')).statusCode).toBe(200);
  });
});
