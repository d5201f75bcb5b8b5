import escapeHtml from 'escape-html';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../common/pages';
import { buildRipple } from '../test/factories';
import { useTestApp } from '../test/harness';
import { pageKey, renderHead } from './spa';

const { http } = useTestApp();

describe('serving the web app', () => {
  it('answers client routes with the HTML shell and page meta tags', async () => {
    const res = await http.get('/about-us?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/about-us" />');
    expect(res.body).toContain('<meta property="og:title"');
    expect(res.body).not.toContain('<!--app-head-->');
  });

  it("puts each page's own title and description in the HTML, for link previews and crawlers without JavaScript", async () => {
    const about = await http.get('/about-us');
    expect(about.body).toContain('<title>Our Story · KindRipple</title>');
    expect(about.body).toContain(`<meta name="description" content="${escapeHtml(PAGES.aboutUs.description)}" />`);
    expect(about.body).not.toContain('noindex');
    const home = await http.get('/');
    expect(home.body).toContain('<title>KindRipple · Spreading kindness, one ripple at a time</title>');
    const auth = await http.get('/auth?tab=register');
    expect(auth.statusCode).toBe(200);
    expect(auth.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('matches page paths as the client does: any letter case, a trailing slash; the canonical link stays the real path', async () => {
    for (const url of ['/About-Us', '/about-us/', '/FAQ/?q=1']) {
      const res = await http.get(url);
      expect(res.statusCode, url).toBe(200);
    }
    const res = await http.get('/About-Us/');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/about-us" />');
  });

  it('serves pages with a parameter in their path (/chat/{id}, /user/{userId}) with their own head, and not their bare prefix', async () => {
    const chat = await http.get('/chat/12');
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toContain('<title>Chat · KindRipple</title>');
    expect(chat.body).toContain('<meta name="robots" content="noindex" />');
    const user = await http.get('/user/7/');
    expect(user.statusCode).toBe(200);
    expect(user.body).toContain('<link rel="canonical" href="http://localhost:3000/user/7" />');
    const connections = await http.get('/kindness-connections');
    expect(connections.statusCode).toBe(200);
    expect(connections.body).toContain('<title>Kindness Connections · KindRipple</title>');
    for (const url of ['/chat', '/user/7/reviews', '/chat/1/2'])
      expect((await http.get(url)).statusCode, url).toBe(404);
  });

  it('answers a path the app has no page for with the shell (which shows the 404 page) and status 404, kept out of search engines', async () => {
    for (const url of [
      '/some/unknown/page',
      '/about-us/extra',
      '/dashboard/extra',
      '/kindness-challenges/old',
      '/chat',
      '/user',
    ]) {
      const res = await http.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Page not found · KindRipple</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('rel="canonical"');
    }
  });

  it('redirects the short paths permanently, keeping the query string', async () => {
    const res = await http.get('/connections?from=mail');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/kindness-connections?from=mail');
    const challenges = await http.get('/Challenges/');
    expect(challenges.headers.location).toBe('/kindness-challenges');
  });

  it('answers a missing file with a real 404, not the shell', async () => {
    const res = await http.get('/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id="root"');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends the security headers with the HTML shell and with files', async () => {
    for (const url of ['/about-us', '/assets/app-abc123.js']) {
      const res = await http.get(url);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves hashed assets for a year, pre-compressed when the browser accepts it', async () => {
    const res = await http.get('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses answers over 1 KB for browsers that accept it', async () => {
    const res = await http.get('/how-it-works', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('answers a POST to an unknown page path with JSON 404', async () => {
    const res = await http.post('/about-us', {});
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
    const created = await buildRipple(http, {
      message: "Pay it forward: $` and $& and $' and $$",
      senderName: 'Jo $`',
    });
    const page = await http.get(`/r/${created.nodeCode}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('content="Pay it forward: $` and $&amp; and $&#39; and $$"');
    expect(page.body).toContain('<title>A Ripple of Kindness from Jo $`</title>');
    expect(page.body.match(/<title>/g)).toHaveLength(1);
  });
});

describe('renderHead', () => {
  it('escapes user text so a note cannot break out of the meta tags', () => {
    const head = renderHead({
      title: '"><script>alert(1)</script>',
      description: "it's <b>bold</b> & brave",
      url: 'http://x/r/abc',
      image: 'http://x/i.png',
    });
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
    expect(renderHead({ title: 't', description: 'd', url: 'u', noindex: true })).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });
});
