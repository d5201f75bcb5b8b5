import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connectionProfiles, conversations, helpRequests } from '../../db/schema';

// What happens in Kindness Connections when something happens to the account: it is deleted, suspended, or an
// admin corrects its date of birth.

/**
 * Before an account goes: its conversations let go of its help requests (which go with the account). PostgreSQL
 * checks a foreign key again on a row the same transaction changed before, so the conversations closed just now
 * would otherwise refuse the account's deletion when the cascade reaches them in the wrong order.
 */
export async function detachConversationsFromRequestsOf(db: Db, userId: number) {
  await db
    .update(conversations)
    .set({ requestId: null })
    .where(
      sql`${conversations.requestId} in (select ${helpRequests.id} from ${helpRequests} where ${helpRequests.requesterId} = ${userId})`,
    );
}

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
