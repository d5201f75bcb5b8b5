import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { PAGES } from '../../common/pages';
import { buildRipple, rippleClient } from '../test/ripple-factories';
import { pageKey, renderHead } from './spa';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

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

  it("puts each page's own title and description in the HTML, for link previews and crawlers without JavaScript", async () => {
    const about = await t.app.inject({ method: 'GET', url: '/about-us' });
    expect(about.body).toContain('<title>Our Story · KindRipple</title>');
    expect(about.body).toContain(`<meta name="description" content="${escapeHtml(PAGES.aboutUs.description)}" />`);
    expect(about.body).not.toContain('noindex');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<title>KindRipple · Spreading kindness, one ripple at a time</title>');
    const auth = await t.app.inject({ method: 'GET', url: '/auth?tab=register' });
    expect(auth.statusCode).toBe(200);
    expect(auth.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('matches page paths as the client does: any letter case, a trailing slash; the canonical link stays the real path', async () => {
    for (const url of ['/About-Us', '/about-us/', '/FAQ/?q=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    const res = await t.app.inject({ method: 'GET', url: '/About-Us/' });
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/about-us" />');
  });

  it('answers a path the app has no page for with the shell (which shows the 404 page) and status 404, kept out of search engines', async () => {
    for (const url of ['/some/unknown/page', '/about-us/extra', '/dashboard', '/kindness-challenges']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Page not found · KindRipple</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('rel="canonical"');
    }
  });

  it('redirects the short paths permanently, keeping the query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/connections?from=mail' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/kindness-connections?from=mail');
    const challenges = await t.app.inject({ method: 'GET', url: '/Challenges/' });
    expect(challenges.headers.location).toBe('/kindness-challenges');
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
    const res = await t.app.inject({ method: 'GET', url: '/how-it-works', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('answers a POST to an unknown page path with JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/about-us', headers: { 'content-type': 'application/json', origin: t.config.publicUrl }, payload: '{}' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'We could not find that.' });
  });
});

describe('pageKey', () => {
  it('drops trailing slashes and letter case, and keeps the root', () => {
    expect(pageKey('/About-Us//')).toBe('/about-us');
    expect(pageKey('/')).toBe('/');
    expect(pageKey('///')).toBe('/');
  });
});

describe('the HTML shell', () => {
  it("keeps '$' sequences of a note as they are in the link preview (they are special in String.replace)", async () => {
    const r = rippleClient(t);
    const created = await buildRipple(r, { message: "Pay it forward: $` and $& and $' and $$", senderName: '$`' });
    const page = await r.get(`/r/${created.nodeCode}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('content="Pay it forward: $` and $&amp; and $&#39; and $$"');
    expect(page.body).toContain('<title>A Ripple of Kindness from $`</title>');
    expect(page.body.match(/<title>/g)).toHaveLength(1);
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

  it('leaves out the canonical link and og:url when the page has no URL (the 404 page)', () => {
    const head = renderHead({ title: 't', description: 'd' });
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('og:url');
  });

  it('adds noindex only when asked', () => {
    expect(renderHead({ title: 't', description: 'd', url: 'u' })).not.toContain('noindex');
    expect(renderHead({ title: 't', description: 'd', url: 'u', noindex: true })).toContain('<meta name="robots" content="noindex" />');
  });
});
