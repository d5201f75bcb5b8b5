import { describe, expect, it } from 'vitest';
import { useTestApp, type TestHttp } from '../test/harness';

// Decision 062: every /api answer is `no-store` unless its route opts in with `config.cacheControl`, and an error is
// never kept. The opted-in routes are listed here, so a new one is a choice made in this file too.
const { t, http } = useTestApp();

const OPTED_IN: Record<string, string> = {
  'GET /api/stats': 'public, max-age=60',
  'GET /api/config': 'public, max-age=300',
  'GET /api/predefined-avatars': 'public, max-age=3600',
};

/** Event streams answer on the raw socket with their own header (`no-store, no-transform`) and never end. */
const STREAMS = new Set(['/api/connections/events']);

const fillParams = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'abcdefghij'));

async function cacheControlOf(client: TestHttp, method: string, url: string) {
  const res = await client.inject({ method: method as 'GET', url: fillParams(url), payload: {} });
  return { status: res.statusCode, cacheControl: res.headers['cache-control'] };
}

describe('Cache-Control on /api answers', () => {
  it('is no-store on every route but the opted-in ones, called by an admin (who may call them all)', async () => {
    const wrong: string[] = [];
    let served = 0;
    for (const route of t.app.routeAccess) {
      if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      if (STREAMS.has(route.url)) continue;
      // A fresh session per call: some routes end the session they are called with (logout, delete account).
      const admin = (await http.admin()).http;
      const { status, cacheControl } = await cacheControlOf(admin, route.method, route.url);
      if (status < 400) served++;
      const declared = OPTED_IN[`${route.method} ${route.url}`];
      const want = declared && status < 400 ? declared : 'no-store';
      if (cacheControl !== want) wrong.push(`${route.method} ${route.url}: ${status} ${cacheControl}, want ${want}`);
    }
    expect(wrong).toEqual([]);
    // The walk reached real answers, not only refusals.
    expect(served).toBeGreaterThan(20);
  });

  it('keeps the answers anyone may keep, for as long as each route says', async () => {
    for (const [key, value] of Object.entries(OPTED_IN)) {
      const res = await http.get(key.slice('GET '.length));
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['cache-control'], key).toBe(value);
    }
  });

  it('keeps no public list, nor a member’s own answers, nor an error', async () => {
    const { http: member } = await http.member();
    for (const url of ['/api/stories?sortBy=recent', '/api/challenges', '/api/rewards', '/api/time']) {
      const res = await http.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const own = await member.get('/api/user');
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    for (const res of [await http.get('/api/no-such-route'), await http.get('/api/user')]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves answers outside /api to their own rules', async () => {
    const page = await http.get('/');
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});
