import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { connectionReviews, conversations, helpRequests, messages, users } from '../../../db/schema';

// The admin's lists of Kindness Connections, a page at a time: every row, whoever owns it (the routes are
// admin-only).

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
