import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../bootstrap';
import { openDatabase } from '../../db/client';
import { passwordResets, sessions } from '../../db/schema';
import { unauthorized } from '../../http-error';
import { requireUser } from '../../plugins/session';
import { testConfig } from '../../test/build-test-app';
import { buildAdmin, buildSession } from '../../test/factories';
import { uniqueEmail, useTestApp } from '../../test/harness';
import { createTestDatabase } from '../../test/test-db';
import { countUsers, findAccountByEmail, findAccountById } from '../users/users.service';
import { ensureAdminAccount } from './admin-account.service';
import { verifyPassword } from './passwords/passwords.hashing';
import { rootDir } from '../../paths';

const { t, http } = useTestApp();

const ADMIN_PW = 'Steady-Compass-19';
const MEMBER_PW = 'Squatter-Lantern-77';

const login = (username: string, password: string) => http.post('/api/login', { username, password });
const currentUser = (token: string) => http.withSession(token).get('/api/user');

describe('ensureAdminAccount', () => {
  it('creates an admin who can log in and whose role GET /api/user reports', async () => {
    const email = uniqueEmail('boss');
    const r = await ensureAdminAccount(t.db, { email: email.toUpperCase(), password: ADMIN_PW });
    expect(r.action).toBe('created');
    const res = await login(email, ADMIN_PW);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('admin');
    // The operator named the address: it counts as confirmed.
    expect(res.json().emailVerified).toBe(true);
    // Running again changes nothing.
    expect((await ensureAdminAccount(t.db, { email, password: ADMIN_PW })).action).toBe('unchanged');
  });

  it('create-admin (resetPassword) on an existing member promotes it, ends all its sessions and its open reset links, and sets the password', async () => {
    const m = await buildSession(t.db, { password: MEMBER_PW, emailVerified: false });
    const second = await buildSession(t.db, { user: m.user });
    await t.db
      .insert(passwordResets)
      .values({ userId: m.user.id, token: 'a'.repeat(64), expiresAt: new Date(Date.now() + 3_600_000) });
    expect(
      (await ensureAdminAccount(t.db, { email: m.user.username, password: ADMIN_PW, resetPassword: true })).action,
    ).toBe('promoted');
    expect((await currentUser(m.token)).statusCode).toBe(401);
    expect((await currentUser(second.token)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, m.user.id))).toEqual([]);
    const [reset] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, m.user.id));
    expect(reset.usedAt).not.toBeNull();
    expect((await login(m.user.username, MEMBER_PW)).statusCode).toBe(401);
    const res = await login(m.user.username, ADMIN_PW);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('create-admin on an account that is already an admin with the same password still ends its sessions', async () => {
    const admin = await buildAdmin(t.db, { password: ADMIN_PW });
    const a = await buildSession(t.db, { user: admin });
    expect((await currentUser(a.token)).statusCode).toBe(200);
    expect(
      (await ensureAdminAccount(t.db, { email: a.user.username, password: ADMIN_PW, resetPassword: true })).action,
    ).toBe('updated');
    expect((await currentUser(a.token)).statusCode).toBe(401);
    const row = (await findAccountById(t.db, a.user.id))!;
    expect(await verifyPassword(row.passwordHash, ADMIN_PW)).toBe(true);
  });

  it('refuses a weak or common admin password', async () => {
    const email = uniqueEmail('weak');
    await expect(ensureAdminAccount(t.db, { email, password: 'password123' })).rejects.toThrow(/not acceptable/);
    await expect(ensureAdminAccount(t.db, { email, password: 'basketball' })).rejects.toThrow(/not acceptable/);
    expect(await findAccountByEmail(t.db, email)).toBeUndefined();
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
      expect(await countUsers(handle.db)).toBe(1);
      expect(await findAccountByEmail(handle.db, 'start@example.test')).toMatchObject({
        role: 'admin',
        emailVerified: true,
      });
      expect(logs.filter((l) => l.includes('start@example.test'))).toEqual([
        'admin account start@example.test: created',
      ]);
    } finally {
      await handle.close();
    }
  });

  const startConfig = (email: string) => testConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: ADMIN_PW });
  async function start(email: string) {
    const logs: string[] = [];
    const warnings: string[] = [];
    await prepareDatabase(
      t.handle,
      startConfig(email),
      (m) => logs.push(m),
      (m) => warnings.push(m),
    );
    return { logs, warnings };
  }

  it('a signed-in member named by ADMIN_EMAIL is promoted: the old session gets 401, the old password fails, ADMIN_PASSWORD logs in, and a warning says so', async () => {
    const m = await buildSession(t.db, {
      username: 'squatter@example.test',
      password: MEMBER_PW,
      emailVerified: false,
    });
    expect((await currentUser(m.token)).statusCode).toBe(200);
    const { logs, warnings } = await start(m.user.username);
    expect(logs).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /squatter@example\.test.*promoted to admin.*sessions were ended.*password replaced with ADMIN_PASSWORD/,
    );
    expect(warnings[0]).not.toContain(ADMIN_PW);
    expect(warnings[0]).not.toContain(MEMBER_PW);
    expect((await currentUser(m.token)).statusCode).toBe(401);
    expect((await login(m.user.username, MEMBER_PW)).statusCode).toBe(401);
    const res = await login(m.user.username, ADMIN_PW);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it("a restart with the same settings changes nothing and keeps the admin's own session alive", async () => {
    const email = uniqueEmail('restart');
    await start(email);
    const token = http.sessionFrom(await login(email, ADMIN_PW))!;
    const before = (await findAccountByEmail(t.db, email))!;
    const again = await start(email);
    expect(again).toEqual({ logs: [], warnings: [] });
    const res = await currentUser(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: email, role: 'admin' });
    const after = (await findAccountByEmail(t.db, email))!;
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it('an admin who changed their password in the app keeps it, and stays signed in, across restarts', async () => {
    const a = await buildSession(t.db, { user: await buildAdmin(t.db, { password: MEMBER_PW }) });
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
        const child = execFile(
          path.join(rootDir, 'node_modules/.bin/tsx'),
          ['server/cli/create-admin.ts', '--email', 'cli@example.test'],
          {
            cwd: rootDir,
            env: {
              ...process.env,
              DATA_DIR: dataDir,
              DATABASE_URL: '',
              ADMIN_EMAIL: '',
              ADMIN_PASSWORD: '',
              LOG_LEVEL: 'silent',
            },
          },
          (err, out, errOut) => (err ? reject(new Error(`${err.message}\n${errOut}`)) : resolve(out)),
        );
        // The password arrives on standard input, never on the command line.
        child.stdin!.end(`${ADMIN_PW}\n`);
      });
      expect(stdout).toContain('Admin account cli@example.test: created');
      const handle = await openDatabase({ dataDir });
      try {
        expect(await findAccountByEmail(handle.db, 'cli@example.test')).toMatchObject({
          role: 'admin',
          emailVerified: true,
        });
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('requireUser', () => {
  it('answers the signed-in member of a request, and a 401 when there is none', () => {
    const member = { id: 1, username: 'a@b.test', displayName: 'A', avatar: null, points: 0, role: 'member' as const };
    expect(requireUser({ user: member } as unknown as FastifyRequest)).toBe(member);
    expect(() => requireUser({ user: null } as unknown as FastifyRequest)).toThrowError(
      expect.objectContaining({ statusCode: 401, message: unauthorized().message }),
    );
  });
});
