import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok after asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.handle.kind });
  });

  it('answers 503 with a message when the database is gone', async () => {
    const other = await buildTestApp();
    await other.handle.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'The database is not answering.' });
    await other.app.close();
  });
});

describe('GET /api/config', () => {
  it('tells the client the site name, public URL and captcha provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteName: 'KindRipple',
      publicUrl: 'http://localhost:3000',
      contactEmail: 'hello@kindripple.org',
      captchaProvider: 'none',
    });
  });

  it('includes the reCAPTCHA site key (never the secret) when reCAPTCHA is configured', async () => {
    const other = await buildTestApp({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site-key-123', RECAPTCHA_SECRET_KEY: 'secret-456' });
    const res = await other.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ captchaProvider: 'recaptcha', recaptchaSiteKey: 'site-key-123' });
    expect(res.body).not.toContain('secret-456');
    expect(res.headers['content-security-policy']).toContain('https://www.google.com/recaptcha/');
    await other.close();
  });
});

describe('GET /api/time', () => {
  it('answers the server time in milliseconds', async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/time' });
    const { timestamp } = res.json();
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });
});

describe('the HTTP shell', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'There is no such API endpoint.' });
  });

  it('answers bad JSON with a readable 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/health', headers: { 'content-type': 'application/json', origin: t.config.publicUrl }, payload: '{nope' });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/does-not-matter',
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
      payload: JSON.stringify({ blob: 'x'.repeat(200 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'That request is too large.' });
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the public URL is https', async () => {
    const other = await buildTestApp({ PUBLIC_URL: 'https://kindripple.example' });
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    await other.close();
  });
});
