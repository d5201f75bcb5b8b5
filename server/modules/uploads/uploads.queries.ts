import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pendingAvatarUploads } from '../../db/schema';

/** Records a registration upload that no account has claimed yet. */
export async function insertPendingUpload(db: Db, name: string): Promise<void> {
  await db.insert(pendingAvatarUploads).values({ name });
}

/** Deletes the pending upload with this name; returns how many rows went (0 or 1). */
export async function deletePendingUpload(db: Db, name: string): Promise<number> {
  const rows = await db
    .delete(pendingAvatarUploads)
    .where(eq(pendingAvatarUploads.name, name))
    .returning({ name: pendingAvatarUploads.name });
  return rows.length;
}

/** Deletes pending uploads recorded before `cutoff`; returns their names. */
export async function deletePendingUploadsBefore(db: Db, cutoff: Date) {
  return db
    .delete(pendingAvatarUploads)
    .where(lt(pendingAvatarUploads.createdAt, cutoff))
    .returning({ name: pendingAvatarUploads.name });
}
