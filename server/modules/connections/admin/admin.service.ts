import type { z } from 'zod';
import type {
  adminBlockInput,
  adminEditRequestInput,
  adminMessageInput,
} from '../../../../common/schemas/connections-admin';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../http-error';
import { recordAdminAction, type AdminActor } from '../../audit/audit.service';
import { emitEvents, endMemberStreams, type NewEvent } from '../../events/events.service';
import { findAccountById } from '../../users/users.service';
import { closeConversations, unreadCountsOf } from '../conversations/conversations.service';
import { findAdminBlock } from '../shared.queries';
import {
  deleteAdminBlock,
  deleteConversationRow,
  deleteReviewRow,
  findConversationRow,
  insertAdminBlock,
  insertTeamMessage,
  liveRequestIdsOf,
  lockRequestRow,
  removeRequests,
  reopenRequestsHelpedBy,
  updateRequestFields,
} from './admin.actions.queries';
import { connectionsAnalytics } from './admin.analytics.queries';
import {
  listConversationsForAdmin,
  listMessagesForAdmin,
  listRequestsForAdmin,
  listReviewsForAdmin,
} from './admin.lists.queries';

// Kindness Connections moderation: every action runs in one transaction with its audit row (decision 032) and the
// live events that tell the members concerned at once.

const CONVERSATION_NOT_FOUND = 'This conversation could not be found.';
const REQUEST_NOT_FOUND = 'This request could not be found.';

const paging = (q: { page: number; pageSize: number }) => ({ offset: (q.page - 1) * q.pageSize, limit: q.pageSize });

export const adminConversations = (db: Db, q: { page: number; pageSize: number; status?: string }) =>
  listConversationsForAdmin(db, { ...paging(q), status: q.status });

export const adminRequests = (db: Db, q: { page: number; pageSize: number; status?: string }) =>
  listRequestsForAdmin(db, { ...paging(q), status: q.status });

export const adminReviews = (db: Db, q: { page: number; pageSize: number; rating?: number }) =>
  listReviewsForAdmin(db, { ...paging(q), rating: q.rating });

/** A conversation's messages for the admin (404 when there is no such conversation). */
export async function adminMessages(db: Db, conversationId: number, q: { page: number; pageSize: number }) {
  if (!(await findConversationRow(db, conversationId))) throw notFound(CONVERSATION_NOT_FOUND);
  return listMessagesForAdmin(db, conversationId, paging(q));
}

export async function adminAnalytics(db: Db) {
  const row = await connectionsAnalytics(db);
  return {
    totalRequests: row.totalRequests,
    openRequests: row.openRequests,
    activeConversations: row.activeConversations,
    totalConversations: row.totalConversations,
    reviews: row.reviews,
    averageRating: row.averageRating === null ? null : Math.round(Number(row.averageRating) * 10) / 10,
    openReports: row.openReports,
    medianSecondsToFirstHelper: row.medianSeconds === null ? null : Math.round(Number(row.medianSeconds)),
  };
}

/** The 'conversation' event for each participant still here. */
const conversationEvents = (
  c: { id: number; participant1Id: number | null; participant2Id: number | null },
  status: string,
  removed: boolean,
): NewEvent[] =>
  [c.participant1Id, c.participant2Id]
    .filter((id): id is number => id !== null)
    .map((userId) => ({ userId, type: 'conversation', payload: { conversationId: c.id, status, removed } }));

/** Deletes a conversation for good, messages included (the spec's admin delete); both members see it go. */
export async function deleteConversationForGood(db: Db, actor: AdminActor, id: number) {
  await db.transaction(async (tx) => {
    const c = await findConversationRow(tx, id, true);
    if (!c) throw notFound(CONVERSATION_NOT_FOUND);
    const removedMessages = await deleteConversationRow(tx, id);
    await emitEvents(tx, conversationEvents(c, c.status, true));
    await recordAdminAction(
      tx,
      actor,
      'connections.conversation.delete',
      { type: 'conversation', id },
      { requestId: c.requestId, participants: [c.participant1Id, c.participant2Id], messages: removedMessages ?? 0 },
      actor.clientKey,
    );
  });
}

/**
 * Sends a message from the KindRipple team into a conversation: shown to both members as the team's and pushed to
 * them live like any message. A conversation its members removed is refused (neither would see it).
 */
export async function sendTeamMessage(
  db: Db,
  actor: AdminActor,
  id: number,
  v: z.output<typeof adminMessageInput>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const c = await findConversationRow(tx, id, true);
    if (!c) throw notFound(CONVERSATION_NOT_FOUND);
    if (c.deletedAt) throw conflict('Both members removed this conversation, so neither of them would see a message.');
    const m = await insertTeamMessage(tx, { conversationId: id, adminId: actor.id, content: v.content, now });
    const members = [c.participant1Id, c.participant2Id].filter((p): p is number => p !== null);
    await emitEvents(
      tx,
      members.flatMap((userId): NewEvent[] => [
        { userId, type: 'message', payload: { conversationId: id, messageId: m.id } },
        {
          userId,
          type: 'unread',
          payload: async (t) => ({ conversationId: id, ...(await unreadCountsOf(t, id, userId)) }),
        },
      ]),
    );
    await recordAdminAction(
      tx,
      actor,
      'connections.conversation.message',
      { type: 'conversation', id },
      { messageId: m.id, content: v.content },
      actor.clientKey,
    );
    return m;
  });
}

/** The admin edits a request (any state): the fields before and after go in the audit row. */
export async function editRequestAsAdmin(
  db: Db,
  actor: AdminActor,
  id: number,
  v: z.output<typeof adminEditRequestInput>,
) {
  await db.transaction(async (tx) => {
    const r = await lockRequestRow(tx, id);
    if (!r) throw notFound(REQUEST_NOT_FOUND);
    await updateRequestFields(tx, id, v);
    const before = { title: r.title, description: r.description, category: r.category, urgency: r.urgency };
    const changed = Object.fromEntries(
      (Object.keys(v) as (keyof typeof v)[])
        .filter((k) => before[k] !== v[k])
        .map((k) => [k, { from: before[k], to: v[k] }]),
    );
    await recordAdminAction(tx, actor, 'connections.request.edit', { type: 'request', id }, changed, actor.clientKey);
  });
  const { rows } = await listRequestsForAdmin(db, { offset: 0, limit: 1, id });
  return rows[0]!;
}

/** The admin removes a request (kept for moderation, hidden everywhere); its active conversation closes. */
export async function removeRequestAsAdmin(db: Db, actor: AdminActor, id: number, now: Date) {
  await db.transaction(async (tx) => {
    const r = await lockRequestRow(tx, id);
    if (!r) throw notFound(REQUEST_NOT_FOUND);
    if (r.deletedAt) throw conflict('This request was already removed.');
    const closed = await removeRequests(tx, [id], now);
    await emitEvents(tx, [
      { userId: r.requesterId, type: 'request', payload: { requestId: id, status: r.status } },
      ...closed.flatMap((c) => conversationEvents(c, 'request_removed', false)),
    ]);
    await recordAdminAction(
      tx,
      actor,
      'connections.request.delete',
      { type: 'request', id },
      { title: r.title, status: r.status, requesterId: r.requesterId, closedConversations: closed.map((c) => c.id) },
      actor.clientKey,
    );
  });
}

/** The admin removes an abusive review; what it said stays in the audit row only. */
export async function removeReview(db: Db, actor: AdminActor, id: number) {
  await db.transaction(async (tx) => {
    const r = await deleteReviewRow(tx, id);
    if (!r) throw notFound('This review could not be found.');
    await recordAdminAction(
      tx,
      actor,
      'connections.review.remove',
      { type: 'review', id },
      { reviewerId: r.reviewerId, revieweeId: r.revieweeId, rating: r.rating, comment: r.comment },
      actor.clientKey,
    );
  });
}

/**
 * Blocks a member from Kindness Connections (decision 044): their active conversations close for both people, their
 * live requests are removed, the requests they were helping with are open again for someone else, their open event
 * streams end, and from now on they cannot post, offer help or message. Blocking twice is refused. Runs in the
 * caller's transaction when handed one (a report resolved with a block, decision 045).
 */
export async function blockFromConnections(
  db: Db,
  actor: AdminActor,
  userId: number,
  v: z.output<typeof adminBlockInput>,
  now: Date,
) {
  const member = await findAccountById(db, userId);
  if (!member) throw notFound('This member could not be found.');
  if (member.role === 'admin') throw conflict("An admin can't be blocked from Kindness Connections.");
  return db.transaction(async (tx) => {
    if (!(await insertAdminBlock(tx, { userId, adminId: actor.id, reason: v.reason })))
      throw conflict('This member is already blocked from Kindness Connections.');
    const requestIds = await liveRequestIdsOf(tx, userId);
    const viaRequests = await removeRequests(tx, requestIds, now);
    const closed = await closeConversations(tx, { member: userId }, 'blocked by an admin');
    const reopened = await reopenRequestsHelpedBy(tx, userId);
    await emitEvents(tx, [
      ...reopened.map((r): NewEvent => ({
        userId: r.requesterId,
        type: 'request',
        payload: { requestId: r.id, status: 'open' },
      })),
      ...requestIds.map((requestId): NewEvent => ({
        userId,
        type: 'request',
        payload: { requestId, status: 'cancelled' },
      })),
      ...viaRequests.flatMap((c) => conversationEvents(c, 'request_removed', false)),
    ]);
    // After those events, the member's own open streams end (decision 045): the browser shows the block.
    await endMemberStreams(tx, userId, 'blocked');
    await recordAdminAction(
      tx,
      actor,
      'connections.member.block',
      { type: 'user', id: userId },
      {
        reason: v.reason,
        removedRequests: requestIds,
        reopenedRequests: reopened.map((r) => r.id),
        closedConversations: [...viaRequests, ...closed].map((c) => c.id),
      },
      actor.clientKey,
    );
    return { closedConversations: viaRequests.length + closed.length, removedRequests: requestIds.length };
  });
}

/**
 * Lifts an admin block (an appeal upheld, a mistake): the member may use Kindness Connections again. What the block
 * closed and removed stays so; they start afresh.
 */
export async function unblockFromConnections(db: Db, actor: AdminActor, userId: number, note?: string) {
  await db.transaction(async (tx) => {
    const gone = await deleteAdminBlock(tx, userId);
    if (!gone) throw notFound('This member is not blocked from Kindness Connections.');
    await recordAdminAction(
      tx,
      actor,
      'connections.member.unblock',
      { type: 'user', id: userId },
      { blockReason: gone.reason, ...(note ? { note } : {}) },
      actor.clientKey,
    );
  });
}

/** Why the member is blocked from Kindness Connections by an admin, or undefined when they are not. */
export const adminBlockOf = (db: Db, userId: number) => findAdminBlock(db, userId);
