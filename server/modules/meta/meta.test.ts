import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createHttp, useTestApp, withTestApp } from '../../test/harness';

const { t, http } = useTestApp();

describe('GET /api/health', () => {
  it('answers ok after asking the database', async () => {
    const res = await http.get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.handle.kind });
  });

  it('answers 503 with a message when the database is gone', async () => {
    // An app of its own, whose database this test closes first.
    const other = await buildTestApp();
    await other.handle.close();
    const res = await createHttp(other).get('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'The database is not answering.' });
    await other.app.close();
  });
});

describe('GET /api/config', () => {
  it('tells the client the site name, public URL and captcha provider', async () => {
    const res = await http.get('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteName: 'KindRipple',
      publicUrl: 'http://localhost:3000',
      contactEmail: 'hello@kindripple.org',
      captchaProvider: 'none',
    });
  });

  it('includes the reCAPTCHA site key (never the secret) when reCAPTCHA is configured', async () => {
    const env = {
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key-123',
      RECAPTCHA_SECRET_KEY: 'secret-456',
    };
    await withTestApp(env, async (other) => {
      const res = await other.http.get('/api/config');
      expect(res.json()).toMatchObject({ captchaProvider: 'recaptcha', recaptchaSiteKey: 'site-key-123' });
      expect(res.body).not.toContain('secret-456');
      expect(res.headers['content-security-policy']).toContain('https://www.google.com/recaptcha/');
    });
  });
});

describe('GET /api/time', () => {
  it('answers the server time in milliseconds', async () => {
    const before = Date.now();
    const res = await http.get('/api/time');
    const { timestamp } = res.json();
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });
});

describe('the HTTP shell', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const res = await http.get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'There is no such API endpoint.' });
  });

  it('answers bad JSON with a readable 400', async () => {
    const res = await http.post('/api/login', '{nope', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an over-long path parameter with 414 and a badly encoded path with 400, in our words', async () => {
    const long = await http.get(`/api/users/${'9'.repeat(200)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'That address is too long.' });
    const longCode = await http.get(`/api/ripples/node/${'a'.repeat(500)}`);
    expect(longCode.statusCode).toBe(414);
    expect(longCode.json()).toEqual({ message: 'That address is too long.' });
    const bad = await http.get('/api/ripples/node/%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'That request was not valid.' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await http.post('/api/does-not-matter', JSON.stringify({ blob: 'x'.repeat(200 * 1024) }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'That request is too large.' });
  });

  it('sends the security headers', async () => {
    const res = await http.get('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the public URL is https', async () => {
    await withTestApp({ PUBLIC_URL: 'https://kindripple.example' }, async (other) => {
      const res = await other.http.get('/api/health');
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    });
  });
});
