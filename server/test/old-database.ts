import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DbHandle } from '../db/client';
import { migrationsDir } from '../paths';
import { createTestDatabase } from './test-db';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** A migrations folder holding only the migrations before `tag`: what a database made before it has had. */
function migrationsBefore(tag: string): { dir: string; remove(): void } {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as Journal;
  const cut = journal.entries.find((e) => e.tag === tag);
  if (!cut) throw new Error(`no migration ${tag}`);
  const entries = journal.entries.filter((e) => e.idx < cut.idx);
  const dir = mkdtempSync(path.join(tmpdir(), 'kr-migrations-'));
  for (const e of entries) cpSync(path.join(migrationsDir, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  cpSync(path.join(migrationsDir, 'meta'), path.join(dir, 'meta'), { recursive: true });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A new database (PGlite, or PostgreSQL with TEST_DATABASE_URL) migrated up to, not including, `tag`: fill it as an
 * older release would have, then `runMigrations(handle)` and check what the migration kept.
 */
export async function databaseBefore(tag: string): Promise<{ handle: DbHandle; drop(): Promise<void> }> {
  const folder = migrationsBefore(tag);
  try {
    const handle = await createTestDatabase(async (h) => {
      if (h.kind === 'pglite') await migratePglite(h.db as unknown as PgliteDatabase, { migrationsFolder: folder.dir });
      else await migratePg(h.db as unknown as NodePgDatabase, { migrationsFolder: folder.dir });
    });
    return { handle, drop: () => handle.close() };
  } finally {
    folder.remove();
  }
}

/** The rows of a raw query's result. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
