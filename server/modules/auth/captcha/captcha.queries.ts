import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { usedCaptchas } from '../../../db/schema';

/** Records a solved challenge; false when it was already used (replay). Atomic under concurrency. */
export async function insertUsedCaptcha(db: Db, params: { id: string; expiresAt: Date }): Promise<boolean> {
  const rows = await db
    .insert(usedCaptchas)
    .values({ id: params.id, expiresAt: params.expiresAt })
    .onConflictDoNothing()
    .returning({ id: usedCaptchas.id });
  return rows.length === 1;
}

/** Deletes used captchas past their expiry; returns how many went. */
export async function deleteExpiredCaptchas(db: Db): Promise<number> {
  const rows = await db
    .delete(usedCaptchas)
    .where(lt(usedCaptchas.expiresAt, sql`now()`))
    .returning({ id: usedCaptchas.id });
  return rows.length;
}
