import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../bootstrap';
import { openDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { forbidden, unauthorized } from '../../http-error';
import { requireAdmin, requireUser } from '../../plugins/session';
import { buildTestApp, testConfig, type TestContext } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { sameOrigin } from '../../test/http';
import { ensureAdminAccount } from './admin-account';
import { rootDir } from '../../paths';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ADMIN_PW = 'Steady-Compass-19';

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

  it('promotes an existing member without touching the password unless asked to', async () => {
    const u = await buildUser(t.db, { username: 'promote-me@example.test', passwordHash: 'keep-me' });
    expect((await ensureAdminAccount(t.db, { email: u.username, password: ADMIN_PW })).action).toBe('promoted');
    let [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ role: 'admin', passwordHash: 'keep-me' });
    expect((await ensureAdminAccount(t.db, { email: u.username, password: ADMIN_PW, resetPassword: true })).action).toBe('updated');
    [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a weak or common admin password', async () => {
    await expect(ensureAdminAccount(t.db, { email: 'weak@example.test', password: 'password123' })).rejects.toThrow(/not acceptable/);
    await expect(ensureAdminAccount(t.db, { email: 'weak@example.test', password: 'basketball' })).rejects.toThrow(/not acceptable/);
  });
});

describe('ADMIN_EMAIL / ADMIN_PASSWORD at start', () => {
  it('prepareDatabase makes sure the admin exists', async () => {
    const handle = await openDatabase({ dataDir: ':memory:' });
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
