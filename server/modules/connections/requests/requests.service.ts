import type { z } from 'zod';
import { type createRequestInput, type updateRequestInput } from '../../../../common/schemas/connections';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../http-error';
import { refuseContactDetails } from '../../contact-guard/contact-guard.service';
import { emitEvents } from '../../events/events.service';
import { findAccountById, mailAccount } from '../../users/users.service';
import { requestAcceptedMail } from '../connections.mails';
import { openConversation } from '../conversations/conversations.service';
import { requireViewer, wantsMailFromConnections } from '../profiles/profiles.service';
import {
  claimOpenRequest,
  countCompleted,
  findOwnRequest,
  findRequestVisibleTo,
  insertRequest,
  listOpenRequests,
  listOwnRequests,
  softDeleteRequest,
  updateOpenRequest,
} from './requests.queries';

const NOT_FOUND = 'This request could not be found or is no longer available.';
const DEFAULT_PAGE = 20;

/** Refuses contact details in the fields people read (the spec's message), on the server as in the form. */
const assertNoContactInfo = (db: Db, memberId: number, fields: Record<string, string | undefined>, now: Date) =>
  refuseContactDetails(db, { memberId, door: 'help_request', fields, now });

/** Completed help requests (with a helper): kind acts on the home page. */
export const countCompletedRequests = (db: Db): Promise<number> => countCompleted(db);

/** Stores a demo member's open request as given, unchecked (the demo content). */
export const addDemoRequest = (
  db: Db,
  v: { requesterId: number; title: string; description: string; category: string; urgency: string },
) => insertRequest(db, v);

/** Posts a help request (the member needs a help profile). */
export async function createRequest(db: Db, userId: number, v: z.output<typeof createRequestInput>, now: Date) {
  await requireViewer(db, userId, now);
  await assertNoContactInfo(db, userId, { title: v.title, description: v.description }, now);
  const id = await insertRequest(db, { requesterId: userId, ...v });
  return (await findOwnRequest(db, id, userId))!;
}

/** Others' open requests the member may see (same pool, no blocks), newest first. */
export async function listRequests(
  db: Db,
  userId: number,
  q: { category?: string; cursor?: string; limit?: number },
  now: Date,
) {
  const viewer = await requireViewer(db, userId, now);
  const limit = q.limit ?? DEFAULT_PAGE;
  const rows = await listOpenRequests(db, viewer, {
    category: q.category,
    before: q.cursor ? Number(q.cursor) : undefined,
    limit: limit + 1,
  });
  return { rows, limit };
}

/** The member's own requests, newest first. */
export async function listMyRequests(db: Db, userId: number, q: { cursor?: string; limit?: number }) {
  const limit = q.limit ?? DEFAULT_PAGE;
  const rows = await listOwnRequests(db, userId, { before: q.cursor ? Number(q.cursor) : undefined, limit: limit + 1 });
  return { rows, limit };
}

/** The owner edits an open request, or marks it completed; anyone else gets a 404. */
export async function editRequest(
  db: Db,
  userId: number,
  id: number,
  v: z.output<typeof updateRequestInput>,
  now: Date,
) {
  const current = await findOwnRequest(db, id, userId);
  if (!current) throw notFound(NOT_FOUND);
  if ('status' in v) {
    const done = await updateOpenRequest(db, id, userId, { status: 'completed', completedAt: now });
    if (!done)
      throw conflict(
        'Only an open request can be marked complete here. With a helper connected, complete it from your conversation.',
      );
  } else {
    await assertNoContactInfo(db, userId, { title: v.title, description: v.description }, now);
    const done = await updateOpenRequest(db, id, userId, v);
    if (!done) throw conflict('This request can no longer be edited: a helper is connected or it is finished.');
  }
  return (await findOwnRequest(db, id, userId))!;
}

/** Soft-deletes the owner's request; refused while a helper is connected. */
export async function deleteRequest(db: Db, userId: number, id: number, now: Date) {
  const current = await findOwnRequest(db, id, userId);
  if (!current) throw notFound(NOT_FOUND);
  const gone = await softDeleteRequest(db, id, userId, now);
  if (!gone)
    throw conflict(
      "A helper is connected to this request, so it can't be deleted now. You can complete it from your conversation.",
    );
}

/**
 * A member offers help: the request becomes in progress with them as the helper and the conversation opens, in
 * one transaction. Of two helpers at once exactly one wins (a conditional update); the other gets a 409. The
 * requester hears at once (live event) and, unless they turned it off, by mail.
 */
export async function acceptRequest(db: Db, publicUrl: string, userId: number, id: number, now: Date): Promise<number> {
  const viewer = await requireViewer(db, userId, now);
  const request = await findRequestVisibleTo(db, id, viewer);
  if (!request) throw notFound(NOT_FOUND);
  if (request.requesterId === userId) throw badRequest("You can't accept your own request.");
  if (request.status !== 'open')
    throw conflict('Someone else is already helping with this request. Thank you for offering!');
  const requester = await findAccountById(db, request.requesterId);
  return db.transaction(async (tx) => {
    const claimed = await claimOpenRequest(tx, id, userId, now);
    if (!claimed) throw conflict('Someone else is already helping with this request. Thank you for offering!');
    const conversationId = await openConversation(tx, {
      requestId: id,
      requesterId: claimed.requesterId,
      helperId: userId,
      now,
    });
    const opened = { conversationId, status: 'active', removed: false };
    await emitEvents(tx, [
      { userId: claimed.requesterId, type: 'request', payload: { requestId: id, status: 'in_progress' } },
      { userId: claimed.requesterId, type: 'conversation', payload: opened },
      { userId, type: 'conversation', payload: opened },
    ]);
    if (requester && (await wantsMailFromConnections(tx, requester.id)))
      await mailAccount(tx, requester, requestAcceptedMail(publicUrl, conversationId));
    return conversationId;
  });
}
