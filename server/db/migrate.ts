import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../paths';
import type { DbHandle } from './client';

const MIGRATION_LOCK = 727_001;

/** Applies committed migrations; on PostgreSQL under an advisory lock so two instances starting together take turns. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await handle.withLock(MIGRATION_LOCK, (db) =>
      migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir }),
    );
    return;
  }
  await handle.withLock(MIGRATION_LOCK, (db) =>
    migratePg(db as unknown as NodePgDatabase, { migrationsFolder: migrationsDir }),
  );
}
