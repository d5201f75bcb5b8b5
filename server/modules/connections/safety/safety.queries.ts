import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { connectionReports, messages, userBlocks, users } from '../../../db/schema';

/** Whether either of the two blocked the other. */
export async function isBlockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userBlocks.id })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The members `userId` blocked or was blocked by (a block works both ways). */
export async function blockedEitherWayIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  return [...new Set(rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId)))];
}

/** Records a block (once per pair); answers whether it is new. */
export async function insertBlock(db: Db, v: { blockerId: number; blockedId: number; reason: string | null }) {
  const rows = await db.insert(userBlocks).values(v).onConflictDoNothing().returning({ id: userBlocks.id });
  return rows.length > 0;
}

export async function deleteBlock(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ id: userBlocks.id });
  return rows.length > 0;
}

/** The members `blockerId` blocked, newest first. */
export function listBlocks(db: Db, blockerId: number) {
  return db
    .select({ id: users.id, displayName: users.displayName, avatar: users.avatar, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.id));
}

/** A member's role (who may be blocked), or undefined when there is no such member. */
export async function findMemberRole(db: Db, id: number) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return row?.role;
}

/** A member's display name (for the names kept with a report), or undefined when there is no such member. */
export async function findMemberName(db: Db, id: number) {
  const [row] = await db.select({ displayName: users.displayName }).from(users).where(eq(users.id, id)).limit(1);
  return row?.displayName;
}

/** A message of a conversation, for the evidence copied into a report. */
export async function findMessageInConversation(db: Db, messageId: number, conversationId: number) {
  const [row] = await db
    .select({ id: messages.id, senderId: messages.senderId, content: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
    .limit(1);
  return row;
}

/** Keeps the member's reports (by and about them) for `keepMs` more, then they go (account deletion). */
export async function scheduleReportsForgetting(db: Db, userId: number, forgetAfter: Date) {
  await db
    .update(connectionReports)
    .set({ forgetAfter })
    .where(or(eq(connectionReports.reporterId, userId), eq(connectionReports.reportedUserId, userId)));
}

/** Removes reports whose keeping time ran out. */
export async function deleteForgottenReports(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(connectionReports)
    .where(lt(connectionReports.forgetAfter, now))
    .returning({ id: connectionReports.id });
  return rows.length;
}

export async function insertReport(
  db: Db,
  v: {
    reporterId: number;
    reportedUserId: number;
    reporterName: string;
    reportedName: string;
    conversationId: number | null;
    messageId: number | null;
    contentType: string | null;
    reportedContentId: number | null;
    reason: string;
    description: string | null;
    evidence: { messageId: number; senderId: number | null; content: string; createdAt: string } | null;
  },
): Promise<number> {
  const [row] = await db.insert(connectionReports).values(v).returning({ id: connectionReports.id });
  return row!.id;
}
