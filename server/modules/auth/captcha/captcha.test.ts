import { createServer } from 'node:http';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../../common/schemas/auth';
import { uniqueEmail, useTestApp, withTestApp } from '../../../test/harness';
import { verifyRecaptcha } from './captcha.service';

const { http } = useTestApp({ CAPTCHA_PROVIDER: 'altcha' });

const body = () => ({
  username: uniqueEmail('captcha'),
  password: 'Bright-Lantern-25',
  displayName: 'Cap',
  avatar: '/avatars/5.png',
});
const register = (token?: string) =>
  http.post('/api/register', body(), { headers: token ? { 'x-recaptcha-token': token } : {} });

/** Does what the ALTCHA widget does in the browser: fetch a challenge, solve it, encode the payload. */
async function solvedToken(): Promise<string> {
  const res = await http.get('/api/auth/captcha');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA (the default captcha)', () => {
  it('accepts a solved challenge once and refuses its replay', async () => {
    const token = await solvedToken();
    expect((await register(token)).statusCode).toBe(201);
    const replay = await register(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(authMessages.captcha);
  });

  it('refuses a registration without a captcha, with garbage, or with a tampered solution', async () => {
    for (const token of [undefined, 'garbage', Buffer.from('{"challenge":{}}').toString('base64')]) {
      const res = await register(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(authMessages.captcha);
    }
    const good = JSON.parse(Buffer.from(await solvedToken(), 'base64').toString());
    good.solution.counter += 1;
    good.solution.derivedKey = '00'.repeat(32);
    expect((await register(Buffer.from(JSON.stringify(good)).toString('base64'))).statusCode).toBe(400);
  });

  it('refuses a challenge signed by someone else', async () => {
    const { createChallenge } = await import('altcha-lib');
    const forged = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 5,
      deriveKey,
      hmacSignatureSecret: 'not-our-secret',
    });
    const solution = await solveChallenge({ challenge: forged, deriveKey });
    expect(
      (await register(Buffer.from(JSON.stringify({ challenge: forged, solution })).toString('base64'))).statusCode,
    ).toBe(400);
  });

  it('GET /api/auth/captcha answers 404 when another provider is configured', async () => {
    await withTestApp({ CAPTCHA_PROVIDER: 'none' }, async (none) => {
      const res = await none.http.get('/api/auth/captcha');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'There is no captcha challenge to solve.' });
    });
  });
});

describe('reCAPTCHA verification', () => {
  it("passes the secret, token and IP to Google's check and trusts only success: true", async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        seen.push(data);
        const params = new URLSearchParams(data);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: params.get('response') === 'good-token' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/siteverify`;
    try {
      expect(await verifyRecaptcha('good-token', 'secret-1', '203.0.113.1', url)).toBe(true);
      expect(await verifyRecaptcha('bad-token', 'secret-1', '203.0.113.1', url)).toBe(false);
      expect(new URLSearchParams(seen[0]).get('secret')).toBe('secret-1');
      expect(new URLSearchParams(seen[0]).get('remoteip')).toBe('203.0.113.1');
    } finally {
      server.close();
    }
    // Unreachable service: refused, not accepted.
    expect(await verifyRecaptcha('good-token', 'secret-1', '203.0.113.1', 'http://127.0.0.1:1/siteverify')).toBe(false);
  });

  it('a registration with reCAPTCHA configured and no token is refused with the spec text', async () => {
    const env = { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' };
    await withTestApp(env, async (rc) => {
      const res = await rc.http.post('/api/register', body());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(authMessages.captcha);
      // No challenge to solve either: reCAPTCHA's widget talks to Google.
      expect((await rc.http.get('/api/auth/captcha')).statusCode).toBe(404);
    });
  });
});
