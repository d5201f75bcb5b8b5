import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  connectionAdminBlocks,
  connectionReports,
  connectionReviews,
  conversations,
  helpRequests,
  messages,
  users,
} from '../../../db/schema';

// The admin's reads and writes of Kindness Connections: every row, whoever owns it (the routes are admin-only).

const requesters = alias(users, 'requesters');
const participants = alias(users, 'participants');
const helpers = alias(users, 'helpers');
const reviewers = alias(users, 'reviewers');
const reviewees = alias(users, 'reviewees');
const senders = alias(users, 'senders');

export interface Paging {
  offset: number;
  limit: number;
}

/** A status filter with 'deleted' for the rows their members removed (the others exclude those). */
function statusWhere(status: string | undefined, statusCol: AnyPgColumn, deletedCol: AnyPgColumn): SQL | undefined {
  if (!status) return undefined;
  if (status === 'deleted') return isNotNull(deletedCol);
  return and(eq(statusCol, status), isNull(deletedCol));
}

export async function listConversationsForAdmin(db: Db, q: Paging & { status?: string }) {
  const where = statusWhere(q.status, conversations.status, conversations.deletedAt);
  const rows = await db
    .select({
      id: conversations.id,
      requestId: conversations.requestId,
      requestTitle: helpRequests.title,
      requesterId: conversations.participant1Id,
      requesterName: requesters.displayName,
      participantId: conversations.participant2Id,
      participantName: participants.displayName,
      status: conversations.status,
      closedReason: conversations.closedReason,
      messageCount: sql<number>`(select count(*) from messages m where m.conversation_id = ${conversations.id})::int`,
      lastMessageAt: conversations.lastMessageAt,
      createdAt: conversations.createdAt,
      deletedAt: conversations.deletedAt,
    })
    .from(conversations)
    .leftJoin(helpRequests, eq(helpRequests.id, conversations.requestId))
    .leftJoin(requesters, eq(requesters.id, conversations.participant1Id))
    .leftJoin(participants, eq(participants.id, conversations.participant2Id))
    .where(where)
    .orderBy(desc(conversations.id))
    .offset(q.offset)
    .limit(q.limit);
  const [total] = await db.select({ n: count() }).from(conversations).where(where);
  return { rows, total: total?.n ?? 0 };
}
export type AdminConversationRow = Awaited<ReturnType<typeof listConversationsForAdmin>>['rows'][number];

/** A conversation's messages, oldest first, with each sender's name. */
export async function listMessagesForAdmin(db: Db, conversationId: number, q: Paging) {
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderName: senders.displayName,
      content: messages.content,
      isAdmin: messages.isAdmin,
      crisisFlag: messages.crisisFlag,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(senders, eq(senders.id, messages.senderId))
    .where(eq(messages.conversationId, conversationId))
    .orderBy(messages.id)
    .offset(q.offset)
    .limit(q.limit);
  const [total] = await db.select({ n: count() }).from(messages).where(eq(messages.conversationId, conversationId));
  return { rows, total: total?.n ?? 0 };
}
export type AdminMessageRow = Awaited<ReturnType<typeof listMessagesForAdmin>>['rows'][number];

export async function listRequestsForAdmin(db: Db, q: Paging & { status?: string; id?: number }) {
  const where = and(
    statusWhere(q.status, helpRequests.status, helpRequests.deletedAt),
    q.id ? eq(helpRequests.id, q.id) : undefined,
  );
  const rows = await db
    .select({
      id: helpRequests.id,
      title: helpRequests.title,
      description: helpRequests.description,
      category: helpRequests.category,
      urgency: helpRequests.urgency,
      status: helpRequests.status,
      requesterId: helpRequests.requesterId,
      requesterName: requesters.displayName,
      helperId: helpRequests.helperId,
      helperName: helpers.displayName,
      conversationId: conversations.id,
      createdAt: helpRequests.createdAt,
      deletedAt: helpRequests.deletedAt,
    })
    .from(helpRequests)
    .innerJoin(requesters, eq(requesters.id, helpRequests.requesterId))
    .leftJoin(helpers, eq(helpers.id, helpRequests.helperId))
    .leftJoin(conversations, eq(conversations.requestId, helpRequests.id))
    .where(where)
    .orderBy(desc(helpRequests.id))
    .offset(q.offset)
    .limit(q.limit);
  const [total] = await db.select({ n: count() }).from(helpRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}
export type AdminRequestRow = Awaited<ReturnType<typeof listRequestsForAdmin>>['rows'][number];

export async function listReviewsForAdmin(db: Db, q: Paging & { rating?: number }) {
  const where = q.rating ? eq(connectionReviews.rating, q.rating) : undefined;
  const rows = await db
    .select({
      id: connectionReviews.id,
      rating: connectionReviews.rating,
      comment: connectionReviews.comment,
      reviewerId: connectionReviews.reviewerId,
      reviewerName: reviewers.displayName,
      revieweeId: connectionReviews.revieweeId,
      revieweeName: reviewees.displayName,
      conversationId: connectionReviews.conversationId,
      createdAt: connectionReviews.createdAt,
    })
    .from(connectionReviews)
    .leftJoin(reviewers, eq(reviewers.id, connectionReviews.reviewerId))
    .innerJoin(reviewees, eq(reviewees.id, connectionReviews.revieweeId))
    .where(where)
    .orderBy(desc(connectionReviews.id))
    .offset(q.offset)
    .limit(q.limit);
  const [total] = await db.select({ n: count() }).from(connectionReviews).where(where);
  return { rows, total: total?.n ?? 0 };
}
export type AdminReviewRow = Awaited<ReturnType<typeof listReviewsForAdmin>>['rows'][number];

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

/** Closes every active conversation the member is in; answers them with their participants. */
export function closeConversationsOfMember(tx: Db, userId: number, reason: string) {
  return tx
    .update(conversations)
    .set({ status: 'closed', closedReason: reason })
    .where(
      and(
        eq(conversations.status, 'active'),
        or(eq(conversations.participant1Id, userId), eq(conversations.participant2Id, userId)),
      ),
    )
    .returning({
      id: conversations.id,
      participant1Id: conversations.participant1Id,
      participant2Id: conversations.participant2Id,
    });
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

/** The admin block of a member, if any. */
export async function findAdminBlock(db: Db, userId: number) {
  const [row] = await db
    .select({ reason: connectionAdminBlocks.reason, createdAt: connectionAdminBlocks.createdAt })
    .from(connectionAdminBlocks)
    .where(eq(connectionAdminBlocks.userId, userId));
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

/** The Analytics tab's numbers, in one statement. */
export async function connectionsAnalytics(db: Db) {
  const [row] = await db
    .select({
      totalRequests: sql<number>`(select count(*) from ${helpRequests} where ${helpRequests.deletedAt} is null)::int`,
      openRequests: sql<number>`(select count(*) from ${helpRequests} where ${helpRequests.deletedAt} is null and ${helpRequests.status} = 'open')::int`,
      activeConversations: sql<number>`(select count(*) from ${conversations} where ${conversations.deletedAt} is null and ${conversations.status} = 'active')::int`,
      totalConversations: sql<number>`(select count(*) from ${conversations})::int`,
      reviews: sql<number>`(select count(*) from ${connectionReviews})::int`,
      averageRating: sql<string | null>`(select avg(${connectionReviews.rating}) from ${connectionReviews})`,
      openReports: sql<number>`(select count(*) from ${connectionReports} where ${connectionReports.status} <> 'resolved')::int`,
      medianSeconds: sql<
        number | null
      >`(select percentile_cont(0.5) within group (order by extract(epoch from (${helpRequests.matchedAt} - ${helpRequests.createdAt}))) from ${helpRequests} where ${helpRequests.matchedAt} is not null)`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
