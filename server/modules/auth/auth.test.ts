import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../../common/schemas/auth';
import { sessions, users } from '../../db/schema';
import { CSRF_MESSAGE } from '../../plugins/csrf';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { sameOrigin, sessionCookie, sessionTokenFrom, signIn } from '../../test/http';
import { readOutbox } from '../../test/mail';
import { hashPassword } from './passwords';
import { SESSION_IDLE_MS } from './sessions';
import { hashToken } from './tokens';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Gentle-River-42';
let seq = 0;
const email = () => `member${++seq}-${Date.now()}@example.test`;

// Each request from its own address, so the per-IP limits (tested in rate-limits.test.ts) stay out of the way.
let ip = 0;
const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
function register(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/register', headers: { ...sameOrigin(t), ...headers }, payload: body, remoteAddress: nextIp() });
}
function login(username: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/login', headers: { ...sameOrigin(t), ...headers }, payload: { username, password }, remoteAddress: nextIp() });
}
function me(token: string | undefined) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers: token ? { cookie: sessionCookie(t, token) } : {} });
}
async function member(password = PASSWORD) {
  return buildUser(t.db, { username: email(), passwordHash: await hashPassword(password) });
}

describe('POST /api/register', () => {
  it('creates the member, signs them in and answers the user', async () => {
    const username = email();
    const res = await register({ username: username.toUpperCase(), password: PASSWORD, displayName: '  Ann Kind ', avatar: '/avatars/4.png' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), username, displayName: 'Ann Kind', avatar: '/avatars/4.png', points: 0, role: 'member' });
    const token = sessionTokenFrom(t, res);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(token)).json()).toEqual(body);
    const [row] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // A welcome mail is queued with the account.
    expect(await readOutbox(t.db, username)).toHaveLength(1);
  });

  it('ignores role and points in the body (mass assignment)', async () => {
    const res = await register({ username: email(), password: PASSWORD, displayName: 'Sneaky', avatar: '/avatars/1.png', role: 'admin', points: 5000, id: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'member', points: 0 });
    const [row] = await t.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row.role).toBe('member');
    expect(row.points).toBe(0);
  });

  it('refuses bad input with the spec texts', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: 'nope', password: PASSWORD, displayName: 'A', avatar: '/avatars/1.png' }, authMessages.email],
      [{ username: email(), password: 'short', displayName: 'A', avatar: '/avatars/1.png' }, authMessages.passwordMin],
      [{ username: email(), password: 'password123', displayName: 'A', avatar: '/avatars/1.png' }, authMessages.weak],
      [{ username: email(), password: '1234abcd', displayName: 'A', avatar: '/avatars/1.png' }, authMessages.sequence],
      [{ username: email(), password: PASSWORD, displayName: '   ', avatar: '/avatars/1.png' }, authMessages.displayNameRequired],
      [{ username: email(), password: PASSWORD, displayName: 'A' }, authMessages.avatarMissing],
      [{ username: email(), password: PASSWORD, displayName: 'A', avatar: '/etc/passwd' }, authMessages.avatarInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses a password from the common-password list the form does not know', async () => {
    // 'sunshine1' and 'basketball' are in the 49,000-entry list, not in the short inline list.
    for (const password of ['basketball', 'sunshine1', 'Jordan23']) {
      const res = await register({ username: email(), password, displayName: 'A', avatar: '/avatars/1.png' });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ message: authMessages.weak, errors: { password: authMessages.weak } });
    }
  });

  it('refuses an e-mail that already has an account, in any letter case', async () => {
    const username = email();
    expect((await register({ username, password: PASSWORD, displayName: 'A', avatar: '/avatars/1.png' })).statusCode).toBe(201);
    const again = await register({ username: username.toUpperCase(), password: PASSWORD, displayName: 'B', avatar: '/avatars/2.png' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
    // Named on the e-mail field, so the form can show which field to change.
    expect(again.json().errors).toEqual({ username: again.json().message });
  });

  it('refuses an uploaded-avatar path nobody uploaded', async () => {
    const res = await register({ username: email(), password: PASSWORD, displayName: 'A', avatar: `/uploads/avatars/${'a'.repeat(32)}.webp` });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/login', () => {
  it('accepts the e-mail in any case and answers the user with a new session cookie', async () => {
    const u = await member();
    const res = await login(u.username.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: u.id, username: u.username, displayName: u.displayName, avatar: null, points: 0, role: 'member' });
    const cookie = res.cookies.find((c) => c.name === 'kr_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    // Only the hash of the token is stored.
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(stored.map((s) => s.id)).toEqual([hashToken(cookie.value)]);
  });

  it('never applies the length rule: a short password is just wrong', async () => {
    const u = await member();
    const res = await login(u.username, 'abc');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: authMessages.invalidCredentials });
  });

  it('answers bad input with 400 and the spec text', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: sameOrigin(t), payload: { username: '', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.usernameRequired);
  });

  it('gives the same answer for an unknown e-mail and a wrong password, in similar time (no enumeration)', async () => {
    const u = await member();
    const unknown = await login(`nobody-${Date.now()}@example.test`, 'Whatever-123');
    const wrong = await login(u.username, 'Whatever-123');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 7; i++) {
      a.push(await time(() => login(`nobody-${i}-${Date.now()}@example.test`, 'Whatever-123')));
      b.push(await time(() => login(u.username, `Whatever-${i}`)));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    // Both run argon2id; without the dummy hash the unknown e-mail would answer dozens of times faster.
    // Generous bounds: other test files share the CPU.
    expect(median(a) / median(b)).toBeGreaterThan(0.33);
    expect(median(a) / median(b)).toBeLessThan(3);
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { ...sameOrigin(t), 'content-type': 'application/json' }, payload: JSON.stringify({ username: 'a@b.test', password: 'x'.repeat(300 * 1024) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'That request is too large.' });
  });

  it('refuses accounts that have no usable password (demo members)', async () => {
    const demo = await buildUser(t.db, { username: email(), passwordHash: '!demo-account-no-login' });
    expect((await login(demo.username, '!demo-account-no-login')).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('issues a new token at every login and kills the one the browser came with (no fixation)', async () => {
    const u = await member();
    const first = sessionTokenFrom(t, await login(u.username, PASSWORD))!;
    const second = sessionTokenFrom(t, await login(u.username, PASSWORD, { cookie: sessionCookie(t, first) }))!;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('an attacker-chosen token in the cookie is never adopted', async () => {
    const u = await member();
    const planted = 'A'.repeat(43);
    const res = await login(u.username, PASSWORD, { cookie: sessionCookie(t, planted) });
    expect(sessionTokenFrom(t, res)).not.toBe(planted);
    expect((await me(planted)).statusCode).toBe(401);
  });

  it('logout deletes the session: the old token is dead', async () => {
    const s = await signIn(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'kr_session')?.value).toBe('');
    expect((await me(s.token)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, hashToken(s.token)))).toHaveLength(0);
  });

  it("one member's logout never ends another member's session", async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: a.headers })).statusCode).toBe(200);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(200);
  });

  it('logout without a session still answers 200', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: sameOrigin(t) });
    expect(res.statusCode).toBe(200);
  });

  it('ends after the idle time and after the absolute lifetime', async () => {
    const idle = await signIn(t);
    await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) }).where(eq(sessions.id, hashToken(idle.token)));
    expect((await me(idle.token)).statusCode).toBe(401);
    const old = await signIn(t);
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, hashToken(old.token)));
    expect((await me(old.token)).statusCode).toBe(401);
  });

  it('GET /api/user answers 401 for a guest and for a malformed cookie', async () => {
    expect((await me(undefined)).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: 'kr_session=%00%01garbage' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.' });
  });

  it('the role comes from the database, never from the client', async () => {
    const s = await signIn(t);
    expect((await me(s.token)).json().role).toBe('member');
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, s.user.id));
    expect((await me(s.token)).json().role).toBe('admin');
  });

  it('uses Secure and the __Host- prefix when PUBLIC_URL is https', async () => {
    const other = await buildTestApp({ PUBLIC_URL: 'https://kindripple.example' });
    try {
      const u = await buildUser(other.db, { username: email(), passwordHash: await hashPassword(PASSWORD) });
      const res = await other.app.inject({ method: 'POST', url: '/api/login', headers: { origin: 'https://kindripple.example' }, payload: { username: u.username, password: PASSWORD } });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === '__Host-kr_session')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.domain).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('CSRF', () => {
  it('refuses a cross-site HTML form post (form encoding, foreign Origin)', async () => {
    const u = await member();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: `username=${encodeURIComponent(u.username)}&password=${PASSWORD}`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CSRF_MESSAGE });
  });

  it('refuses a same-site form post without JSON or the custom header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { 'content-type': 'text/plain', origin: t.config.publicUrl }, payload: 'x' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses JSON from a foreign origin, and requests with no Origin or Referer at all', async () => {
    const s = await signIn(t);
    const foreign = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: s.headers.cookie, origin: 'https://evil.example', 'x-requested-with': 'KindRipple' } });
    expect(foreign.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: s.headers.cookie, 'content-type': 'application/json' }, payload: '{}' });
    expect(none.statusCode).toBe(403);
    const lookalike = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: s.headers.cookie, 'x-requested-with': 'x', origin: `${t.config.publicUrl}.evil.example` } });
    expect(lookalike.statusCode).toBe(403);
    // The session survived every refused attempt.
    expect((await me(s.token)).statusCode).toBe(200);
  });

  it('accepts the custom header with a same-origin Referer when Origin is absent', async () => {
    const s = await signIn(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: s.headers.cookie, 'x-requested-with': 'KindRipple', referer: `${t.config.publicUrl}/profile` } });
    expect(res.statusCode).toBe(200);
  });

  it('leaves GET requests alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/predefined-avatars', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/predefined-avatars', () => {
  it('lists the 12 drawn avatars', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/predefined-avatars' });
    expect(res.json().avatars).toHaveLength(12);
    expect(res.json().avatars[0]).toBe('/avatars/1.png');
  });
});
