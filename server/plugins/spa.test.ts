import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { renderHead } from './spa';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers client routes with the HTML shell and page meta tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about-us?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/about-us" />');
    expect(res.body).toContain('<meta property="og:title"');
    expect(res.body).not.toContain('<!--app-head-->');
  });

  it('answers unknown client paths with the shell too (the client renders its 404 page)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/unknown/page' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('answers a missing file with a real 404, not the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id="root"');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends the security headers with the HTML shell and with files', async () => {
    for (const url of ['/about-us', '/assets/app-abc123.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves hashed assets for a year, pre-compressed when the browser accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses answers over 1 KB for browsers that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/page', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('answers a POST to an unknown page path with JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/about-us', headers: { 'content-type': 'application/json', origin: t.config.publicUrl }, payload: '{}' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'We could not find that.' });
  });
});

describe('renderHead', () => {
  it('escapes user text so a note cannot break out of the meta tags', () => {
    const head = renderHead({ title: '"><script>alert(1)</script>', description: "it's <b>bold</b> & brave", url: 'http://x/r/abc', image: 'http://x/i.png' });
    expect(head).not.toContain('<script>');
    expect(head).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(head).toContain('it&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; brave');
    expect(head).toContain('<meta property="og:image" content="http://x/i.png" />');
  });

  it('adds noindex only when asked', () => {
    expect(renderHead({ title: 't', description: 'd', url: 'u' })).not.toContain('noindex');
    expect(renderHead({ title: 't', description: 'd', url: 'u', noindex: true })).toContain('<meta name="robots" content="noindex" />');
  });
});
