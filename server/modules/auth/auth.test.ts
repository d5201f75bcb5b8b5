import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../../common/schemas/account';
import { authMessages } from '../../../common/schemas/auth';
import { avatarMessages } from '../../../common/schemas/avatars';
import { passwordMessages } from '../../../common/schemas/passwords';
import { sessions } from '../../db/schema';
import { CSRF_MESSAGE } from '../../plugins/csrf';
import { buildUser } from '../../test/factories';
import { uniqueEmail, useTestApp, withTestApp, type TestHttp } from '../../test/harness';
import { readOutbox } from '../../test/mail';
import { findAccountById, setRole } from '../users/users.service';
import { CURRENT_HASH_PREFIX, passwordHasher } from './passwords/passwords.hashing';
import { SESSION_IDLE_MS } from './sessions/sessions.service';
import { hashToken } from '../../lib/tokens';

const { t, http } = useTestApp();

const PASSWORD = 'Gentle-River-42';

const register = (body: Record<string, unknown>) => http.post('/api/register', body);
const login = (username: string, password: string, client: TestHttp = http) =>
  client.post('/api/login', { username, password });
const me = (token: string | undefined) => (token ? http.withSession(token) : http).get('/api/user');
const member = () => buildUser(t.db, { password: PASSWORD });

describe('POST /api/register', () => {
  it('creates the member, signs them in and answers the user', async () => {
    const username = uniqueEmail();
    const res = await register({
      username: username.toUpperCase(),
      password: PASSWORD,
      displayName: '  Ann Kind ',
      avatar: '/avatars/4.png',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      username,
      displayName: 'Ann Kind',
      avatar: '/avatars/4.png',
      points: 0,
      role: 'member',
      emailVerified: false,
    });
    const token = http.sessionFrom(res);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await me(token)).json()).toEqual(body);
    const row = (await findAccountById(t.db, body.id))!;
    expect(row.passwordHash.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
    // The confirmation link is queued with the account (email-confirmation.test.ts has the rest).
    expect(await readOutbox(t.db, username)).toHaveLength(1);
  });

  it('ignores role and points in the body (mass assignment)', async () => {
    const res = await register({
      username: uniqueEmail(),
      password: PASSWORD,
      displayName: 'Sneaky',
      avatar: '/avatars/1.png',
      role: 'admin',
      points: 5000,
      id: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'member', points: 0 });
    const row = (await findAccountById(t.db, res.json().id))!;
    expect(row.role).toBe('member');
    expect(row.points).toBe(0);
  });

  it('refuses bad input with the spec texts', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: 'nope', password: PASSWORD, displayName: 'A', avatar: '/avatars/1.png' }, accountMessages.email],
      [
        { username: uniqueEmail(), password: 'short', displayName: 'A', avatar: '/avatars/1.png' },
        passwordMessages.passwordMin,
      ],
      [
        { username: uniqueEmail(), password: 'password123', displayName: 'A', avatar: '/avatars/1.png' },
        passwordMessages.weak,
      ],
      [
        { username: uniqueEmail(), password: '1234abcd', displayName: 'A', avatar: '/avatars/1.png' },
        passwordMessages.sequence,
      ],
      [
        { username: uniqueEmail(), password: PASSWORD, displayName: '   ', avatar: '/avatars/1.png' },
        accountMessages.displayNameRequired,
      ],
      [{ username: uniqueEmail(), password: PASSWORD, displayName: 'A' }, avatarMessages.avatarMissing],
      [
        { username: uniqueEmail(), password: PASSWORD, displayName: 'A', avatar: '/etc/passwd' },
        avatarMessages.avatarInvalid,
      ],
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
      const res = await register({ username: uniqueEmail(), password, displayName: 'A', avatar: '/avatars/1.png' });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ message: passwordMessages.weak, errors: { password: passwordMessages.weak } });
    }
  });

  it('refuses an e-mail that already has an account, in any letter case', async () => {
    const username = uniqueEmail();
    expect(
      (await register({ username, password: PASSWORD, displayName: 'A', avatar: '/avatars/1.png' })).statusCode,
    ).toBe(201);
    const again = await register({
      username: username.toUpperCase(),
      password: PASSWORD,
      displayName: 'B',
      avatar: '/avatars/2.png',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
    // Named on the e-mail field, so the form can show which field to change.
    expect(again.json().errors).toEqual({ username: again.json().message });
  });

  it('refuses an uploaded-avatar path nobody uploaded', async () => {
    const res = await register({
      username: uniqueEmail(),
      password: PASSWORD,
      displayName: 'A',
      avatar: `/uploads/avatars/${'a'.repeat(32)}.webp`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/login', () => {
  it('accepts the e-mail in any case and answers the user with a new session cookie', async () => {
    const u = await member();
    const res = await login(u.username.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: u.id,
      username: u.username,
      displayName: u.displayName,
      avatar: null,
      points: 0,
      role: 'member',
      emailVerified: true,
    });
    const cookie = res.cookies.find((c) => c.name === 'kr_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    // The cookie lives as long as the session: 30 days.
    expect(cookie.maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
    expect(cookie.maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
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
    const res = await login('', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.usernameRequired);
  });

  it('gives the same answer for an unknown e-mail and a wrong password, after the same argon2 work (no enumeration)', async () => {
    const u = await member();
    const verify = vi.spyOn(passwordHasher, 'verify');
    try {
      const unknown = await login(uniqueEmail('nobody'), 'Whatever-123');
      // The unknown account still cost one argon2id verify, against a hash made with the real parameters.
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0][0].startsWith(CURRENT_HASH_PREFIX)).toBe(true);
      expect(verify.mock.calls[0][1]).toBe('Whatever-123');
      verify.mockClear();

      const wrong = await login(u.username, 'Whatever-123');
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0][0].startsWith(CURRENT_HASH_PREFIX)).toBe(true);

      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
    } finally {
      verify.mockRestore();
    }
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const res = await http.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a@b.test', password: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'That request is too large.' });
  });

  it('refuses accounts that have no usable password (demo members), after the same argon2 work', async () => {
    const demo = await buildUser(t.db, { passwordHash: '!demo-account-no-login' });
    const verify = vi.spyOn(passwordHasher, 'verify');
    try {
      expect((await login(demo.username, '!demo-account-no-login')).statusCode).toBe(401);
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
  });
});

describe('sessions', () => {
  it('issues a new token at every login and kills the one the browser came with (no fixation)', async () => {
    const u = await member();
    const first = http.sessionFrom(await login(u.username, PASSWORD))!;
    const second = http.sessionFrom(await login(u.username, PASSWORD, http.withSession(first)))!;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('an attacker-chosen token in the cookie is never adopted', async () => {
    const u = await member();
    const planted = 'A'.repeat(43);
    const res = await login(u.username, PASSWORD, http.withSession(planted));
    expect(http.sessionFrom(res)).not.toBe(planted);
    expect((await me(planted)).statusCode).toBe(401);
  });

  it('logout deletes the session: the old token is dead', async () => {
    const { http: member } = await http.member();
    const token = await member.sessionToken();
    const res = await member.post('/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'kr_session')?.value).toBe('');
    expect((await me(token)).statusCode).toBe(401);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token!))),
    ).toHaveLength(0);
  });

  it("one member's logout never ends another member's session", async () => {
    const a = (await http.member()).http;
    const b = (await http.member()).http;
    expect((await a.post('/api/logout')).statusCode).toBe(200);
    expect((await me(await a.sessionToken())).statusCode).toBe(401);
    expect((await b.get('/api/user')).statusCode).toBe(200);
  });

  it('logout without a session still answers 200', async () => {
    expect((await http.post('/api/logout')).statusCode).toBe(200);
  });

  it('ends after the idle time and after the absolute lifetime', async () => {
    const idle = (await http.member()).http;
    const idleToken = (await idle.sessionToken())!;
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.id, hashToken(idleToken)));
    expect((await idle.get('/api/user')).statusCode).toBe(401);
    const old = (await http.member()).http;
    const oldToken = (await old.sessionToken())!;
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, hashToken(oldToken)));
    expect((await old.get('/api/user')).statusCode).toBe(401);
  });

  it('GET /api/user answers 401 for a guest and for a malformed cookie', async () => {
    expect((await me(undefined)).statusCode).toBe(401);
    const res = await http.get('/api/user', { headers: { cookie: 'kr_session=%00%01garbage' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.' });
  });

  it('the role comes from the database, never from the client', async () => {
    const { user, http: member } = await http.member();
    expect((await member.get('/api/user')).json().role).toBe('member');
    await setRole(t.db, { userId: user.id, role: 'admin' });
    expect((await member.get('/api/user')).json().role).toBe('admin');
  });

  it('uses Secure and the __Host- prefix when PUBLIC_URL is https', async () => {
    await withTestApp({ PUBLIC_URL: 'https://kindripple.example' }, async (other) => {
      const u = await buildUser(other.t.db, { password: PASSWORD });
      const res = await other.http.post('/api/login', { username: u.username, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === '__Host-kr_session')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.domain).toBeUndefined();
    });
  });
});

describe('CSRF', () => {
  it('refuses a cross-site HTML form post (form encoding, foreign Origin)', async () => {
    const u = await member();
    const res = await http.post('/api/login', `username=${encodeURIComponent(u.username)}&password=${PASSWORD}`, {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'x-requested-with': undefined,
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CSRF_MESSAGE });
  });

  it('refuses a same-site form post without JSON or the custom header', async () => {
    const res = await http.post('/api/logout', 'x', {
      headers: { 'content-type': 'text/plain', 'x-requested-with': undefined },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses JSON from a foreign origin, and requests with no Origin or Referer at all', async () => {
    const { http: member } = await http.member();
    const foreign = await member.post('/api/logout', undefined, { headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    const none = await member.post(
      '/api/logout',
      {},
      { headers: { origin: undefined, 'x-requested-with': undefined } },
    );
    expect(none.statusCode).toBe(403);
    const lookalike = await member.post('/api/logout', undefined, {
      headers: { 'x-requested-with': 'x', origin: `${t.config.publicUrl}.evil.example` },
    });
    expect(lookalike.statusCode).toBe(403);
    // The session survived every refused attempt.
    expect((await member.get('/api/user')).statusCode).toBe(200);
  });

  it('accepts the custom header with a same-origin Referer when Origin is absent', async () => {
    const { http: member } = await http.member();
    const res = await member.post('/api/logout', undefined, {
      headers: { origin: undefined, referer: `${t.config.publicUrl}/profile` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('leaves GET requests alone', async () => {
    const res = await http.get('/api/predefined-avatars', { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/predefined-avatars', () => {
  it('lists the 12 drawn avatars', async () => {
    const res = await http.get('/api/predefined-avatars');
    expect(res.json().avatars).toHaveLength(12);
    expect(res.json().avatars[0]).toBe('/avatars/1.png');
  });
});
