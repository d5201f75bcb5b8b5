import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { connectionAdminBlocks, connectionReviews, conversations, helpRequests, messages } from '../../../db/schema';

// The admin's writes in Kindness Connections, each in its action's transaction: conversations deleted or written
// into by the team, requests edited, removed or given back, reviews removed, the admin block.

/** A conversation's bare row (locked for the rest of the transaction when `lock`). */
export async function findConversationRow(db: Db, id: number, lock = false) {
  const q = db
    .select({
      id: conversations.id,
      requestId: conversations.requestId,
      participant1Id: conversations.participant1Id,
      participant2Id: conversations.participant2Id,
      status: conversations.status,
      deletedAt: conversations.deletedAt,
    })
    .from(conversations)
    .where(eq(conversations.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Deletes a conversation for good: its messages and read positions go with it (cascade); answers how many messages. */
export async function deleteConversationRow(tx: Db, id: number): Promise<number | undefined> {
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(messages).where(eq(messages.conversationId, id));
  const rows = await tx.delete(conversations).where(eq(conversations.id, id)).returning({ id: conversations.id });
  return rows.length ? n : undefined;
}

/** A request's bare row (any owner, deleted or not), locked for the rest of the transaction. */
export async function lockRequestRow(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: helpRequests.id,
      requesterId: helpRequests.requesterId,
      helperId: helpRequests.helperId,
      title: helpRequests.title,
      description: helpRequests.description,
      category: helpRequests.category,
      urgency: helpRequests.urgency,
      status: helpRequests.status,
      deletedAt: helpRequests.deletedAt,
    })
    .from(helpRequests)
    .where(eq(helpRequests.id, id))
    .for('update');
  return row;
}

export async function updateRequestFields(
  tx: Db,
  id: number,
  set: { title: string; description: string; category: string; urgency: string },
) {
  await tx.update(helpRequests).set(set).where(eq(helpRequests.id, id));
}

/**
 * Removes requests (soft: kept for moderation) and closes their active conversations as 'request removed'; answers
 * the conversations closed with their participants.
 */
export async function removeRequests(tx: Db, ids: number[], now: Date) {
  if (!ids.length) return [];
  await tx
    .update(helpRequests)
    .set({ deletedAt: now })
    .where(and(inArray(helpRequests.id, ids), isNull(helpRequests.deletedAt)));
  return tx
    .update(conversations)
    .set({ status: 'request_removed', closedReason: 'request removed by an admin' })
    .where(and(inArray(conversations.requestId, ids), eq(conversations.status, 'active')))
    .returning({
      id: conversations.id,
      participant1Id: conversations.participant1Id,
      participant2Id: conversations.participant2Id,
    });
}

/** The member's requests that are still going (open or with a helper), not removed yet. */
export async function liveRequestIdsOf(tx: Db, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: helpRequests.id })
    .from(helpRequests)
    .where(
      and(
        eq(helpRequests.requesterId, userId),
        isNull(helpRequests.deletedAt),
        inArray(helpRequests.status, ['open', 'in_progress']),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Gives back the requests the member was helping with: open again for someone else, their (closed) conversation
 * kept but no longer tied to the request, so a new helper can start a new one. Answers the requests with their
 * requesters.
 */
export async function reopenRequestsHelpedBy(tx: Db, helperId: number) {
  const rows = await tx
    .select({ id: helpRequests.id, requesterId: helpRequests.requesterId })
    .from(helpRequests)
    .where(
      and(eq(helpRequests.helperId, helperId), eq(helpRequests.status, 'in_progress'), isNull(helpRequests.deletedAt)),
    );
  if (!rows.length) return rows;
  const ids = rows.map((r) => r.id);
  await tx.update(conversations).set({ requestId: null }).where(inArray(conversations.requestId, ids));
  await tx
    .update(helpRequests)
    .set({ status: 'open', helperId: null, matchedAt: null })
    .where(inArray(helpRequests.id, ids));
  return rows;
}

/** Deletes a review; answers what it said (for the audit row), or undefined when there was none. */
export async function deleteReviewRow(tx: Db, id: number) {
  const [row] = await tx.delete(connectionReviews).where(eq(connectionReviews.id, id)).returning({
    id: connectionReviews.id,
    reviewerId: connectionReviews.reviewerId,
    revieweeId: connectionReviews.revieweeId,
    conversationId: connectionReviews.conversationId,
    rating: connectionReviews.rating,
    comment: connectionReviews.comment,
  });
  return row;
}

/** Records the admin block once per member; answers whether it is new. */
export async function insertAdminBlock(tx: Db, v: { userId: number; adminId: number; reason: string }) {
  const rows = await tx
    .insert(connectionAdminBlocks)
    .values(v)
    .onConflictDoNothing()
    .returning({ userId: connectionAdminBlocks.userId });
  return rows.length > 0;
}

/** Lifts the admin block; answers its reason, or undefined when there was none. */
export async function deleteAdminBlock(tx: Db, userId: number) {
  const [row] = await tx
    .delete(connectionAdminBlocks)
    .where(eq(connectionAdminBlocks.userId, userId))
    .returning({ reason: connectionAdminBlocks.reason });
  return row;
}

/** A message from the KindRipple team into a conversation; the conversation's last activity moves with it. */
export async function insertTeamMessage(
  tx: Db,
  v: { conversationId: number; adminId: number; content: string; now: Date },
) {
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: v.conversationId,
      senderId: v.adminId,
      content: v.content,
      isAdmin: true,
      createdAt: v.now,
    })
    .returning({
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      content: messages.content,
      messageType: messages.messageType,
      isAdmin: messages.isAdmin,
      createdAt: messages.createdAt,
    });
  await tx.update(conversations).set({ lastMessageAt: v.now }).where(eq(conversations.id, v.conversationId));
  return row!;
}
