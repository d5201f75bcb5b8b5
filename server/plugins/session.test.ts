import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { useTestApp, withTestApp } from '../test/harness';

const { t, http } = useTestApp();

const PASSWORD = 'Gentle-River-42';
const HINT = 'kr_signed_in';
const PAGE = { accept: 'text/html,application/xhtml+xml' };

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

/** Signs a new member in and answers the login reply and its session token. */
async function signIn() {
  const user = await buildUser(t.db, { password: PASSWORD });
  const res = await http.post('/api/login', { username: user.username, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  return { res, token: http.sessionFrom(res)! };
}

describe('the signed-in hint cookie (decision 049)', () => {
  it('comes with the session at login: readable by the page, not secret, as long-lived as the session', async () => {
    const { res } = await signIn();
    const session = cookieOf(res, 'kr_session')!;
    const hint = cookieOf(res, HINT)!;
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint.httpOnly).toBeFalsy();
    expect(session.httpOnly).toBe(true);
    expect(hint.maxAge).toBe(session.maxAge);
  });

  it('goes with the session at logout', async () => {
    const { token } = await signIn();
    const res = await http.withSession(token).post('/api/logout');
    expect(cookieOf(res, 'kr_session')?.value).toBe('');
    expect(cookieOf(res, HINT)?.value).toBe('');
  });

  it('goes when the cookie names no live session (ended or expired), whatever the hint says', async () => {
    const res = await http.get('/api/user', { headers: { cookie: `kr_session=${'a'.repeat(43)}; ${HINT}=1` } });
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res, 'kr_session')?.value).toBe('');
    expect(cookieOf(res, HINT)?.value).toBe('');
  });

  it('grants nothing: a hint without a session is still a guest, and the hint is cleared', async () => {
    const res = await http.get('/api/user', { headers: { cookie: `${HINT}=1` } });
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res, HINT)?.value).toBe('');
    const page = await http.get('/about-us', { headers: { ...PAGE, cookie: `${HINT}=1` } });
    expect(page.statusCode).toBe(200);
    expect(cookieOf(page, HINT)?.value).toBe('');
  });

  it('comes back on the next page load or API call of a session that lacks it (sessions older than the hint)', async () => {
    const { token } = await signIn();
    const page = await http.get('/about-us', { headers: { ...PAGE, cookie: `kr_session=${token}` } });
    expect(cookieOf(page, HINT)?.value).toBe('1');
    const api = await http.withSession(token).get('/api/user');
    expect(api.statusCode).toBe(200);
    expect(cookieOf(api, HINT)?.value).toBe('1');
  });

  it('is left alone when it already matches, and never set on scripts, styles or images', async () => {
    const { token } = await signIn();
    const both = await http.get('/api/user', { headers: { cookie: `kr_session=${token}; ${HINT}=1` } });
    expect(both.statusCode).toBe(200);
    expect(cookieOf(both, HINT)).toBeUndefined();
    const guest = await http.get('/about-us', { headers: PAGE });
    expect(guest.cookies).toEqual([]);
    const asset = await http.get('/favicon.svg', { headers: { accept: 'image/*', cookie: `kr_session=${token}` } });
    expect(cookieOf(asset, HINT)).toBeUndefined();
  });

  it('takes the __Host- prefix and Secure with the session cookie when PUBLIC_URL is https', async () => {
    await withTestApp({ PUBLIC_URL: 'https://kindripple.example' }, async ({ t: app, http: client }) => {
      const user = await buildUser(app.db, { password: PASSWORD });
      const res = await client.post('/api/login', { username: user.username, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const hint = cookieOf(res, `__Host-${HINT}`)!;
      expect(hint).toMatchObject({ value: '1', secure: true, path: '/' });
      expect(hint.httpOnly).toBeFalsy();
    });
  });
});
