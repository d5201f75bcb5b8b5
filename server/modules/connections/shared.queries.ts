import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { connectionAdminBlocks, conversations, userBlocks } from '../../db/schema';

// What several parts of Kindness Connections read alike: the age pools (decision 035), blocks either way (decision
// 039), the admin block (decision 044), and closing a member's conversations.

/** SQL: the member whose date of birth is in `dob` is under 18 on `today` (YYYY-MM-DD). */
export const isMinorSql = (dob: AnyPgColumn | SQL, today: string): SQL =>
  sql`(${dob} > (${today}::date - interval '18 years'))`;

/** SQL: the date of birth in `dob` is in the same age pool as a viewer who is (or is not) a minor (decision 035). */
export const inPool = (dob: AnyPgColumn | SQL, today: string, viewerIsMinor: boolean): SQL =>
  viewerIsMinor ? isMinorSql(dob, today) : sql`not ${isMinorSql(dob, today)}`;

/** SQL: neither `viewerId` nor the member in `other` blocked the other (a block works both ways). */
export const notBlocked = (viewerId: number, other: AnyPgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${userBlocks} b where (b.blocker_id = ${viewerId} and b.blocked_id = ${other}) or (b.blocker_id = ${other} and b.blocked_id = ${viewerId}))`;

/** The admin block of a member, if any. */
export async function findAdminBlock(db: Db, userId: number) {
  const [row] = await db
    .select({ reason: connectionAdminBlocks.reason, createdAt: connectionAdminBlocks.createdAt })
    .from(connectionAdminBlocks)
    .where(eq(connectionAdminBlocks.userId, userId));
  return row;
}

/** Which active conversations a closing reaches: all of one member's, or those between two members (a block). */
export type ClosingScope = { member: number } | { between: readonly [number, number] };

const inScope = (scope: ClosingScope): SQL | undefined => {
  if ('member' in scope)
    return or(eq(conversations.participant1Id, scope.member), eq(conversations.participant2Id, scope.member));
  const [a, b] = scope.between;
  return or(
    and(eq(conversations.participant1Id, a), eq(conversations.participant2Id, b)),
    and(eq(conversations.participant1Id, b), eq(conversations.participant2Id, a)),
  );
};

/** Closes the active conversations in `scope` with `reason`; answers the closed ones with their participants. */
export function closeActiveConversations(tx: Db, scope: ClosingScope, reason: string) {
  return tx
    .update(conversations)
    .set({ status: 'closed', closedReason: reason })
    .where(and(eq(conversations.status, 'active'), inScope(scope)))
    .returning({
      id: conversations.id,
      participant1Id: conversations.participant1Id,
      participant2Id: conversations.participant2Id,
    });
}
