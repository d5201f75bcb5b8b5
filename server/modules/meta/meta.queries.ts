import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Asks the database for the simplest answer it can give; throws when it cannot. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
