import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connectionProfiles, helpRequests } from '../../db/schema';

/**
 * Hides a member's open help requests by marking them deleted at `at` (the suspension's own moment), so lifting the
 * suspension can tell them from requests the member deleted. Answers how many.
 */
export async function hideOpenRequestsAt(db: Db, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(helpRequests)
    .set({ deletedAt: at })
    .where(and(eq(helpRequests.requesterId, userId), eq(helpRequests.status, 'open'), isNull(helpRequests.deletedAt)))
    .returning({ id: helpRequests.id });
  return rows.length;
}

/** Shows again the member's requests hidden at `at` (and only those). Answers how many. */
export async function restoreRequestsHiddenAt(db: Db, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(helpRequests)
    .set({ deletedAt: null })
    .where(and(eq(helpRequests.requesterId, userId), eq(helpRequests.deletedAt, at)))
    .returning({ id: helpRequests.id });
  return rows.length;
}

/** The stored date of birth of a member's help profile (locked for the correction), or undefined. */
export async function findDateOfBirthForUpdate(db: Db, userId: number) {
  const [row] = await db
    .select({ dateOfBirth: connectionProfiles.dateOfBirth })
    .from(connectionProfiles)
    .where(eq(connectionProfiles.userId, userId))
    .for('no key update');
  return row?.dateOfBirth;
}

/** Replaces the date of birth of a member's help profile. */
export async function updateDateOfBirth(db: Db, userId: number, dateOfBirth: string): Promise<void> {
  await db.update(connectionProfiles).set({ dateOfBirth }).where(eq(connectionProfiles.userId, userId));
}
