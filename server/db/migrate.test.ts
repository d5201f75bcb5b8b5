import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './client';
import { runMigrations } from './migrate';

/** Two handles on one brand-new database: separate pools on PostgreSQL, the same embedded instance on PGlite. */
async function twoHandlesOnFreshDatabase(): Promise<{ a: DbHandle; b: DbHandle; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const a = await openDatabase({ dataDir: ':memory:' });
    return { a, b: a, cleanup: () => a.close() };
  }
  const name = `kr_mig_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const a = await openDatabase({ databaseUrl: url.toString(), onIdleError: () => {} });
  const b = await openDatabase({ databaseUrl: url.toString(), onIdleError: () => {} });
  return {
    a,
    b,
    async cleanup() {
      await a.close();
      await b.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe('migrations', () => {
  it('apply once even when two instances start at the same moment', async () => {
    const { a, b, cleanup } = await twoHandlesOnFreshDatabase();
    try {
      await Promise.all([runMigrations(a), runMigrations(b)]);
      const applied = await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const rows = (applied as unknown as { rows: Array<{ n: number }> }).rows;
      const { readdirSync } = await import('node:fs');
      const { migrationsDir } = await import('../paths');
      const files = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'));
      expect(rows[0].n).toBe(files.length);
      // Running again later is harmless.
      await runMigrations(b);
      const again = (await a.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(again.rows[0].n).toBe(files.length);
    } finally {
      await cleanup();
    }
  });

  it('create the points check: a negative balance is refused by the database itself', async () => {
    const { a, cleanup } = await twoHandlesOnFreshDatabase();
    try {
      await runMigrations(a);
      await expect(
        a.db.execute(
          sql`insert into users (username, password_hash, display_name, points) values ('neg@example.test', 'x', 'Neg', -1)`,
        ),
      ).rejects.toThrow();
      await expect(
        a.db.execute(
          sql`insert into users (username, password_hash, display_name) values ('Upper@Example.test', 'x', 'Upper')`,
        ),
      ).rejects.toThrow();
    } finally {
      await cleanup();
    }
  });
});
