import type { z } from 'zod';
import {
  REMOVED_CONVERSATION_DAYS,
  type completeInput,
  type reviewInput,
} from '../../../../common/schemas/connections';
import type { Db } from '../../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../../http-error';
import { refuseContactDetails } from '../../contact-guard/contact-guard.service';
import { emitEvents } from '../../events/events.service';
import { findViewer } from '../profiles/profiles.service';
import { closeActiveConversations, type ClosingScope } from '../shared.queries';
import { recordReview } from '../reviews/reviews.service';
import { assertCanComplete } from './conversations.policy';
import {
  completeRequest,
  findConversationFor,
  insertConversation,
  listConversations,
  lockConversation,
  moveReadPosition,
  setConversationStatus,
  softDeleteConversation,
  unreadIn,
  unreadTotalOf,
  type ConversationRow,
  type ListCursor,
} from './conversations.queries';

/** What the other parts show of a message (the team's message in the admin's answer). */
export { presentMessage } from './conversations.presenter';
/** How the member stream reads a message event (handed to it by server/composition.ts). */
export { messageEventReader } from './conversations.events';

/** A review's comment is read by others on the member page: no contact details (decision 053). */
const refuseContactInReview = (db: Db, memberId: number, comment: string | undefined, now: Date) =>
  refuseContactDetails(db, { memberId, door: 'review', fields: { comment }, now });

/** The 404 for a conversation that is not yours, hidden, or removed. */
export const CONVERSATION_GONE = 'This conversation could not be found or is no longer available.';
const DEFAULT_PAGE = 30;

/** Since when a removed conversation is still readable under the 'Removed' filter. */
const removedSince = (now: Date) => new Date(now.getTime() - REMOVED_CONVERSATION_DAYS * 24 * 60 * 60_000);

/**
 * The conversation as its participant sees it; 404 for anyone else (and for what the age pools keep apart). A
 * removed one is 404 too, unless `removed: 'readable'`: reading it and reporting from it, for 30 days (decision 058).
 */
export async function requireConversation(
  db: Db,
  userId: number,
  id: number,
  now: Date,
  opts: { removed?: 'readable' } = {},
): Promise<ConversationRow> {
  const viewer = await findViewer(db, userId, now);
  const seen = { live: true, removedAfter: opts.removed === 'readable' ? removedSince(now) : null };
  const row = viewer ? await findConversationFor(db, id, viewer, seen) : undefined;
  if (!row) throw notFound(CONVERSATION_GONE);
  return row;
}

/** Reads a list cursor (`{activity µs}.{id}`, its shape checked by the contract); undefined when out of range. */
function readCursor(cursor: string): ListCursor | undefined {
  const [activityUs, id] = cursor.split('.') as [string, string];
  return Number(id) > 2_147_483_647 ? undefined : { activityUs, id: Number(id) };
}

/**
 * The member's conversations, newest activity first, a page at a time (keyset cursor on activity and id); with
 * `filter: 'removed'`, the ones removed in the last 30 days instead.
 */
export async function listConversationsFor(
  db: Db,
  userId: number,
  q: { cursor?: string; limit?: number; filter?: 'removed' },
  now: Date,
) {
  const after = q.cursor === undefined ? null : readCursor(q.cursor);
  if (after === undefined) throw badRequest('Invalid cursor');
  const viewer = await findViewer(db, userId, now);
  const limit = q.limit ?? DEFAULT_PAGE;
  if (!viewer) return { rows: [] as ConversationRow[], nextCursor: null };
  const seen = q.filter === 'removed' ? { live: false, removedAfter: removedSince(now) } : undefined;
  const rows = await listConversations(db, viewer, { after, limit: limit + 1, seen });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > limit && last ? `${last.activityUs}.${last.id}` : null };
}

/** Removes the conversation for both (soft: kept for moderation); both hear it live. */
export async function removeConversation(db: Db, userId: number, id: number, now: Date) {
  const c = await requireConversation(db, userId, id, now);
  await db.transaction(async (tx) => {
    await softDeleteConversation(tx, id, now);
    const gone = { conversationId: id, status: c.status, removed: true };
    await emitEvents(tx, [
      { userId, type: 'conversation', payload: gone },
      ...(c.otherId !== null ? [{ userId: c.otherId, type: 'conversation' as const, payload: gone }] : []),
    ]);
  });
}

/** Why conversations close from outside them, as the other person reads it. */
export type ClosingReason =
  'member suspended' | 'blocked by an admin' | 'blocked by a member' | 'account deleted' | 'age band corrected';

/**
 * The one way a member's conversations close for something outside them (a suspension, an admin block, a member's
 * block, an account deletion, a corrected date of birth), in the caller's transaction: every active conversation in
 * `scope` closes with `reason`, and both people's open chats hear it at once (a `conversation` event each; a deleted
 * account's own events go with its row). Answers the closed conversations with their participants.
 */
export async function closeConversations(tx: Db, scope: ClosingScope, reason: ClosingReason) {
  const closed = await closeActiveConversations(tx, scope, reason);
  await emitEvents(
    tx,
    closed.flatMap((c) =>
      [c.participant1Id, c.participant2Id]
        .filter((id): id is number => id !== null)
        .map((userId) => ({
          userId,
          type: 'conversation' as const,
          payload: { conversationId: c.id, status: 'closed', removed: false },
        })),
    ),
  );
  return closed;
}

/**
 * Opens the conversation of an accepted request between its requester and its helper, in the caller's transaction;
 * answers its id.
 */
export const openConversation = (tx: Db, v: { requestId: number; requesterId: number; helperId: number; now: Date }) =>
  insertConversation(tx, v);

/** The member's unread messages in one conversation and over all of theirs (the header badge), read now. */
export async function unreadCountsOf(db: Db, conversationId: number, userId: number) {
  return { unreadCount: await unreadIn(db, conversationId, userId), unreadTotal: await unreadTotalOf(db, userId) };
}

/** Moves the member's read position forward (never back); their other tabs hear the new counts. */
export async function markRead(db: Db, userId: number, id: number, messageId: number, now: Date) {
  await requireConversation(db, userId, id, now);
  return db.transaction(async (tx) => {
    await moveReadPosition(tx, id, userId, messageId);
    const counts = await unreadCountsOf(tx, id, userId);
    await emitEvents(tx, [{ userId, type: 'unread', payload: { conversationId: id, ...counts } }]);
    return counts;
  });
}

/** The header badge's number. */
export const unreadTotal = (db: Db, userId: number) => unreadTotalOf(db, userId);

/**
 * The requester completes the request with a review of the helper: the conversation and the request become
 * completed and the review is stored, in one transaction.
 */
export async function completeConversation(
  db: Db,
  userId: number,
  id: number,
  v: z.output<typeof completeInput>,
  now: Date,
) {
  const c = await requireConversation(db, userId, id, now);
  assertCanComplete(c, userId);
  if (c.otherId === null || v.revieweeId !== c.otherId) throw badRequest('Please review the person who helped you.');
  await refuseContactInReview(db, userId, v.comment, now);
  await db.transaction(async (tx) => {
    const locked = await lockConversation(tx, id);
    assertCanComplete({ ...c, status: locked?.status ?? 'closed' }, userId);
    await setConversationStatus(tx, id, 'completed');
    await completeRequest(tx, c.requestId as number, now);
    await recordReview(tx, {
      reviewerId: userId,
      revieweeId: v.revieweeId,
      conversationId: id,
      rating: v.rating,
      comment: v.comment || null,
    });
    const done = { conversationId: id, status: 'completed', removed: false };
    await emitEvents(tx, [
      { userId, type: 'conversation', payload: done },
      { userId, type: 'request', payload: { requestId: c.requestId as number, status: 'completed' } },
      { userId: v.revieweeId, type: 'conversation', payload: done },
    ]);
  });
  return requireConversation(db, userId, id, now);
}

/** The helper reviews the requester, once, after the request is completed. */
export async function reviewRequester(db: Db, userId: number, id: number, v: z.output<typeof reviewInput>, now: Date) {
  const c = await requireConversation(db, userId, id, now);
  if (c.requestId === null || c.requestRequesterId === userId || c.otherId === null)
    throw forbidden('Only the person who helped can review the requester here.');
  if (c.status !== 'completed') throw forbidden('You can leave a review once the request is completed.');
  await refuseContactInReview(db, userId, v.comment, now);
  const row = await recordReview(db, {
    reviewerId: userId,
    revieweeId: c.otherId,
    conversationId: id,
    rating: v.rating,
    comment: v.comment || null,
  });
  if (!row) throw conflict('You have already left a review for this conversation.');
  return { id: row.id, rating: v.rating, comment: v.comment || null, createdAt: now.toISOString() };
}
