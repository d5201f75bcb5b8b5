import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../bootstrap';
import { openDatabase } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';
import { forbidden, unauthorized } from '../../http-error';
import { requireAdmin, requireUser } from '../../plugins/session';
import { buildTestApp, testConfig, type TestContext } from '../../test/build-test-app';
import { sameOrigin, sessionCookie, sessionTokenFrom, signIn } from '../../test/http';
import { createTestDatabase } from '../../test/test-db';
import { ensureAdminAccount } from './admin-account';
import { verifyPassword } from './passwords';
import { createSession } from './sessions';
import { rootDir } from '../../paths';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ADMIN_PW = 'Steady-Compass-19';
const MEMBER_PW = 'Squatter-Lantern-77';

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', headers: sameOrigin(t), payload: { username, password } });
const currentUser = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookie(t, token) } });

describe('ensureAdminAccount', () => {
  it('creates an admin who can log in and whose role GET /api/user reports', async () => {
    const r = await ensureAdminAccount(t.db, { email: 'Boss@Example.test', password: ADMIN_PW });
    expect(r.action).toBe('created');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', headers: sameOrigin(t), payload: { username: 'boss@example.test', password: ADMIN_PW } });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('admin');
    // Running again changes nothing.
    expect((await ensureAdminAccount(t.db, { email: 'boss@example.test', password: ADMIN_PW })).action).toBe('unchanged');
  });

  it('create-admin (resetPassword) on an existing member promotes it, ends all its sessions and its open reset links, and sets the password', async () => {
    const m = await signIn(t, { username: 'cli-promote@example.test', password: MEMBER_PW });
    const second = await createSession(t.db, m.user.id);
    await t.db.insert(passwordResets).values({ userId: m.user.id, token: 'a'.repeat(64), expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await ensureAdminAccount(t.db, { email: m.user.username, password: ADMIN_PW, resetPassword: true })).action).toBe('promoted');
    expect((await currentUser(m.token)).statusCode).toBe(401);
    expect((await currentUser(second.token)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, m.user.id))).toEqual([]);
    const [reset] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, m.user.id));
    expect(reset.usedAt).not.toBeNull();
    expect((await login(m.user.username, MEMBER_PW)).statusCode).toBe(401);
    const res = await login(m.user.username, ADMIN_PW);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('admin');
  });

  it('create-admin on an account that is already an admin with the same password still ends its sessions', async () => {
    const a = await signIn(t, { username: 'cli-again@example.test', password: ADMIN_PW, role: 'admin' });
    expect((await currentUser(a.token)).statusCode).toBe(200);
    expect((await ensureAdminAccount(t.db, { email: a.user.username, password: ADMIN_PW, resetPassword: true })).action).toBe('updated');
    expect((await currentUser(a.token)).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, a.user.id));
    expect(await verifyPassword(row.passwordHash, ADMIN_PW)).toBe(true);
  });

  it('refuses a weak or common admin password', async () => {
    await expect(ensureAdminAccount(t.db, { email: 'weak@example.test', password: 'password123' })).rejects.toThrow(/not acceptable/);
    await expect(ensureAdminAccount(t.db, { email: 'weak@example.test', password: 'basketball' })).rejects.toThrow(/not acceptable/);
  });
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD at start', () => {
  it('prepareDatabase makes sure the admin exists', async () => {
    const handle = await createTestDatabase();
    try {
      const config = testConfig({ ADMIN_EMAIL: 'start@example.test', ADMIN_PASSWORD: ADMIN_PW });
      const logs: string[] = [];
      await prepareDatabase(handle, config, (m) => logs.push(m));
      await prepareDatabase(handle, config, (m) => logs.push(m));
      const rows = await handle.db.select().from(users).where(eq(users.username, 'start@example.test'));
      expect(rows).toHaveLength(1);
      expect(rows[0].role).toBe('admin');
      expect(logs.filter((l) => l.includes('start@example.test'))).toEqual(['admin account start@example.test: created']);
    } finally {
      await handle.close();
    }
  });

  const startConfig = (email: string) => testConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: ADMIN_PW });
  async function start(email: string) {
    const logs: string[] = [];
    const warnings: string[] = [];
    await prepareDatabase(t.handle, startConfig(email), (m) => logs.push(m), (m) => warnings.push(m));
    return { logs, warnings };
  }

  it('a signed-in member named by ADMIN_EMAIL is promoted: the old session gets 401, the old password fails, ADMIN_PASSWORD logs in, and a warning says so', async () => {
    const m = await signIn(t, { username: 'squatter@example.test', password: MEMBER_PW });
    expect((await currentUser(m.token)).statusCode).toBe(200);
    const { logs, warnings } = await start(m.user.username);
    expect(logs).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/squatter@example\.test.*promoted to admin.*sessions were ended.*password replaced with ADMIN_PASSWORD/);
    expect(warnings[0]).not.toContain(ADMIN_PW);
    expect(warnings[0]).not.toContain(MEMBER_PW);
    expect((await currentUser(m.token)).statusCode).toBe(401);
    expect((await login(m.user.username, MEMBER_PW)).statusCode).toBe(401);
    const res = await login(m.user.username, ADMIN_PW);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('admin');
  });

  it("a restart with the same settings changes nothing and keeps the admin's own session alive", async () => {
    const email = 'restart@example.test';
    await start(email);
    const token = sessionTokenFrom(t, await login(email, ADMIN_PW))!;
    const [before] = await t.db.select().from(users).where(eq(users.username, email));
    const again = await start(email);
    expect(again).toEqual({ logs: [], warnings: [] });
    const res = await currentUser(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: email, role: 'admin' });
    const [after] = await t.db.select().from(users).where(eq(users.username, email));
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it('an admin who changed their password in the app keeps it, and stays signed in, across restarts', async () => {
    const a = await signIn(t, { username: 'changed@example.test', password: MEMBER_PW, role: 'admin' });
    const { warnings } = await start(a.user.username);
    expect(warnings).toHaveLength(0);
    expect((await currentUser(a.token)).statusCode).toBe(200);
    expect((await login(a.user.username, MEMBER_PW)).statusCode).toBe(200);
    expect((await login(a.user.username, ADMIN_PW)).statusCode).toBe(401);
  });
});

describe('npm run create-admin', () => {
  it('creates the admin in the configured database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kr-cli-'));
    try {
      const stdout = await new Promise<string>((resolve, reject) => {
        const child = execFile(path.join(rootDir, 'node_modules/.bin/tsx'), ['server/cli/create-admin.ts', '--email', 'cli@example.test'], {
          cwd: rootDir,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'silent' },
        }, (err, out, errOut) => (err ? reject(new Error(`${err.message}\n${errOut}`)) : resolve(out)));
        // The password arrives on standard input, never on the command line.
        child.stdin!.end(`${ADMIN_PW}\n`);
      });
      expect(stdout).toContain('Admin account cli@example.test: created');
      const handle = await openDatabase({ dataDir });
      try {
        const [row] = await handle.db.select().from(users).where(eq(users.username, 'cli@example.test'));
        expect(row.role).toBe('admin');
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('requireUser / requireAdmin (role checked on the server)', () => {
  const req = (user: unknown) => ({ user }) as unknown as FastifyRequest;
  const member = { id: 1, username: 'a@b.test', displayName: 'A', avatar: null, points: 0, role: 'member' as const };
  it('a guest gets 401, a member 403 on admin routes, an admin passes', () => {
    expect(() => requireUser(req(null))).toThrow(unauthorized().message);
    expect(() => requireAdmin(req(null))).toThrowError(expect.objectContaining({ statusCode: 401 }));
    expect(() => requireAdmin(req(member))).toThrowError(expect.objectContaining({ statusCode: 403, message: forbidden().message }));
    // Being user id 1 means nothing: only the role counts.
    expect(() => requireAdmin(req({ ...member, id: 1 }))).toThrow();
    expect(requireAdmin(req({ ...member, role: 'admin' })).role).toBe('admin');
  });
});
