import { describe, expect, it } from 'vitest';
import { useTestApp, withTestApp } from '../test/harness';
import { CSRF_MESSAGE } from './csrf';

const { t, http } = useTestApp();

// Logging out is a state-changing request anyone may send: 200 when the CSRF check lets it through.
const logout = (h: typeof http, headers: Record<string, string | undefined>) =>
  h.post('/api/logout', undefined, { headers });

describe('the CSRF check compares the Origin with the site, never with the Host', () => {
  it('refuses a request whose Host is another site even when its Origin matches that Host', async () => {
    for (const host of ['evil.example', 'localhost:4000', 'localhost']) {
      const res = await logout(http, { host, origin: `http://${host}` });
      expect(res.statusCode, host).toBe(403);
      expect(res.json()).toEqual({ message: CSRF_MESSAGE });
      const byReferer = await logout(http, { host, origin: undefined, referer: `http://${host}/profile` });
      expect(byReferer.statusCode, `${host} (Referer)`).toBe(403);
    }
  });

  it('accepts the origin of PUBLIC_URL whatever the Host says (behind a proxy)', async () => {
    expect((await logout(http, { origin: t.config.publicUrl })).statusCode).toBe(200);
    expect((await logout(http, { host: 'internal:3001', origin: t.config.publicUrl })).statusCode).toBe(200);
    const byReferer = await logout(http, { origin: undefined, referer: `${t.config.publicUrl}/profile` });
    expect(byReferer.statusCode).toBe(200);
  });

  it('accepts the dev server origin in development only', async () => {
    const dev = 'http://localhost:5173';
    await withTestApp({ NODE_ENV: 'development', DEV_ORIGIN: dev }, async ({ t: app, http: client }) => {
      expect(app.config.devOrigin).toBe(dev);
      expect((await logout(client, { host: 'localhost:3001', origin: dev })).statusCode).toBe(200);
      expect((await logout(client, { origin: app.config.publicUrl })).statusCode).toBe(200);
      expect((await logout(client, { origin: 'http://localhost:5174' })).statusCode).toBe(403);
    });
    await withTestApp({ DEV_ORIGIN: dev }, async ({ t: app, http: client }) => {
      expect(app.config.devOrigin).toBeUndefined();
      expect((await logout(client, { host: 'localhost:5173', origin: dev })).statusCode).toBe(403);
    });
  });
});
