import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated embedded database: every test file's PGlite starts from it. */
    migratedPgliteDump: string;
    /** A freshly migrated PostgreSQL database each test file's database is copied from (with TEST_DATABASE_URL). */
    migratedPostgresTemplate: string;
  }
}

let cleanUp = async () => {};

/**
 * Migrates once per run instead of once per test file: an embedded database dumped to a file, and with
 * TEST_DATABASE_URL a PostgreSQL template database. `createTestDatabase()` starts each file from them.
 */
export async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'kindripple-test-db-'));
  const dumpFile = path.join(folder, 'migrated.tar');
  const embedded = await openDatabase({ dataDir: ':memory:' });
  await runMigrations(embedded);
  writeFileSync(dumpFile, Buffer.from(await (await embedded.dumpDataDir!()).arrayBuffer()));
  await embedded.close();
  project.provide('migratedPgliteDump', dumpFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template = '';
  if (serverUrl) {
    template = `kr_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await runMigrations(handle);
    await handle.close();
  }
  project.provide('migratedPostgresTemplate', template);

  cleanUp = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && template) await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  };
}

export async function teardown() {
  await cleanUp();
}

async function adminQuery(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
