import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, accessPlugin, type Access } from './plugins/access';
import { useTestApp, type TestHttp } from './test/harness';

const { t, http } = useTestApp();

/** A value for each path parameter, so every route can be called. */
function fillParams(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    if (/id$/i.test(name)) return '1';
    if (name === 'name') return 'missing.webp';
    return 'abcdefghij';
  });
}

/** Event streams never end by themselves: their answer is read as a stream and let go once its status is known. */
const STREAMS = new Set(['/api/connections/events']);

async function call(client: TestHttp, method: string, url: string) {
  const streaming = STREAMS.has(url);
  const res = await client.inject({
    method: method as 'GET',
    url: fillParams(url),
    payload: {},
    payloadAsStream: streaming,
  });
  if (streaming) res.stream().destroy();
  return res.statusCode;
}

type Caller = 'guest' | 'unconfirmed' | 'member' | 'admin';

/**
 * What each kind of caller must get from a route of each level: a status, or 'served' (anything but 401/403). An
 * unconfirmed member (signed in, address not confirmed yet) may use what a guest may, and their own account.
 */
const expected: Record<Access, Record<Caller, number | 'served'>> = {
  public: { guest: 'served', unconfirmed: 'served', member: 'served', admin: 'served' },
  member: { guest: 401, unconfirmed: 'served', member: 'served', admin: 'served' },
  verified: { guest: 401, unconfirmed: 403, member: 'served', admin: 'served' },
  admin: { guest: 401, unconfirmed: 403, member: 403, admin: 'served' },
};

const matches = (status: number, want: number | 'served') =>
  want === 'served' ? status !== 401 && status !== 403 : status === want;

describe('every route declares who may call it', () => {
  it('the app has routes, and every one has a known access level', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(30);
    const undeclared = t.app.routeAccess.filter((r) => !r.access || !ACCESS_LEVELS.includes(r.access));
    expect(undeclared).toEqual([]);
    const declared = (method: string, url: string) =>
      t.app.routeAccess.find((r) => r.method === method && r.url === url)?.access;
    expect(declared('GET', '/api/user')).toBe('member');
    expect(declared('POST', '/api/ripples')).toBe('public');
    expect(declared('GET', '/assets/app-abc123.js')).toBe('public');
  });

  it('a guest, an unconfirmed member, a member and an admin each get what the level says, on every route', async () => {
    const wrong: string[] = [];
    for (const route of t.app.routeAccess) {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      const access = route.access as Access;
      // A fresh session per call: some routes end the session they are called with (logout, delete account).
      const unconfirmed = (await http.member({ emailVerified: false })).http;
      const member = (await http.member()).http;
      const admin = (await http.admin()).http;
      for (const [who, client] of [
        ['guest', http],
        ['unconfirmed', unconfirmed],
        ['member', member],
        ['admin', admin],
      ] as const) {
        const status = await call(client, route.method, route.url);
        const want = expected[access][who];
        if (!matches(status, want))
          wrong.push(`${route.method} ${route.url} (${access}) as ${who}: ${status}, want ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the access hook', () => {
  async function appWith(routes: { url: string; access?: Access }[], isVerified = (_u: { id: number }) => true) {
    const app = Fastify();
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const who = request.headers['x-test-user'];
      if (who === 'member') request.user = { id: 1, role: 'member' } as never;
      if (who === 'admin') request.user = { id: 2, role: 'admin' } as never;
    });
    await app.register(accessPlugin, { isVerified });
    app.setErrorHandler((err: { statusCode?: number; message: string }, _req, reply) =>
      reply.code(err.statusCode ?? 500).send({ message: err.message }),
    );
    for (const r of routes)
      app.get(r.url, { config: r.access ? { access: r.access } : {} }, async () => ({ ok: true }));
    return app;
  }

  it('refuses to start when a route declares no level', async () => {
    const app = await appWith([{ url: '/fine', access: 'public' }, { url: '/forgotten' }]);
    await expect(app.ready()).rejects.toThrow(/GET \/forgotten/);
  });

  it('answers guests 401, members 403 on admin routes, and unverified members 403 on verified routes', async () => {
    const app = await appWith(
      ACCESS_LEVELS.map((access) => ({ url: `/${access}`, access })),
      (user) => user.id !== 1,
    );
    await app.ready();
    const status = async (url: string, who?: string) =>
      (await app.inject({ url, headers: who ? { 'x-test-user': who } : {} })).statusCode;
    expect(await status('/public')).toBe(200);
    expect(await status('/member')).toBe(401);
    expect(await status('/verified')).toBe(401);
    expect(await status('/admin')).toBe(401);
    expect(await status('/member', 'member')).toBe(200);
    expect(await status('/verified', 'member')).toBe(403);
    expect(await status('/admin', 'member')).toBe(403);
    expect(await status('/verified', 'admin')).toBe(200);
    expect(await status('/admin', 'admin')).toBe(200);
    const verifyFirst = await app.inject({ url: '/verified', headers: { 'x-test-user': 'member' } });
    expect(verifyFirst.json().message).toMatch(/confirm your e-mail address/);
  });
});
