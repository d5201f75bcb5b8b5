import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../db/client';
import { runMigrations } from '../db/migrate';

let migratedDump: Blob | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by close()). `migrate` brings it up to date
 * (all migrations by default; a migration test stops before the one it tests). Fully migrated databases start from
 * the copy `server/test/global-setup.ts` migrated once for the run (a dump, or a template database), which is what
 * running every migration again would give.
 */
export async function createTestDatabase(migrate?: (handle: DbHandle) => Promise<void>): Promise<DbHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dumpFile = inject('migratedPgliteDump');
    if (migrate || !dumpFile) {
      const handle = await openDatabase({ dataDir: ':memory:' });
      await (migrate ?? runMigrations)(handle);
      return handle;
    }
    migratedDump ??= new Blob([readFileSync(dumpFile)]);
    return openDatabase({ dataDir: ':memory:', loadDataDir: migratedDump });
  }
  const { url, drop } = await newPostgresDatabase(serverUrl, !migrate);
  // The drop below terminates any connection still idling in the pool: expected, not an error.
  const handle = await openDatabase({ databaseUrl: url, onIdleError: () => {} });
  if (migrate || !inject('migratedPostgresTemplate')) await (migrate ?? runMigrations)(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/** A new database on the PostgreSQL server, from the migrated template when `fromTemplate` and there is one. */
async function newPostgresDatabase(serverUrl: string, fromTemplate: boolean) {
  const name = `kr_test_${randomBytes(6).toString('hex')}`;
  const template = fromTemplate ? (inject('migratedPostgresTemplate') ?? '') : '';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * One new, migrated PostgreSQL database (TEST_DATABASE_URL) opened twice, each handle with its own pool and its own
 * listeners, as two app instances behind a load balancer are: nothing kept in one process is shared between them
 * (the copies kept per database handle included), so only the database and its notices connect them.
 */
export async function createTwoHandleTestDatabase(): Promise<{
  handles: [DbHandle, DbHandle];
  close(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('two handles on one database need TEST_DATABASE_URL (a *.pg.test.ts file)');
  const { url, drop } = await newPostgresDatabase(serverUrl, true);
  const first = await openDatabase({ databaseUrl: url, onIdleError: () => {} });
  if (!inject('migratedPostgresTemplate')) await runMigrations(first);
  const second = await openDatabase({ databaseUrl: url, onIdleError: () => {} });
  return {
    handles: [first, second],
    async close() {
      await first.close();
      await second.close();
      await drop();
    },
  };
}
