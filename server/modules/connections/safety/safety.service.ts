import type { z } from 'zod';
import { CONNECTIONS_TEXT, type blockInput, type reportInput } from '../../../../common/schemas/connections';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http-error';
import { CONVERSATION_GONE, closeConversations, requireConversation } from '../conversations/conversations.service';
import {
  blockedEitherWayIds,
  deleteBlock,
  deleteForgottenReports,
  findMemberName,
  findMemberRole,
  findMessageInConversation,
  insertBlock,
  insertReport,
  isBlockedEitherWay,
  listBlocks,
  scheduleReportsForgetting,
} from './safety.queries';

const MEMBER_NOT_FOUND = 'This member could not be found.';

/**
 * Blocks a member (any signed-in member may, with or without a help profile: a person must always be able to stop
 * contact). Their conversations close for both, and from now on neither sees the other's requests, member page or
 * story comments, nor can message them, accept their requests or comment under their stories (decisions 039, 055).
 * Nobody blocks themselves or the team.
 */
export async function blockMember(db: Db, userId: number, v: z.output<typeof blockInput>) {
  if (v.userId === userId) throw badRequest("You can't block yourself.");
  const role = await findMemberRole(db, v.userId);
  if (role === undefined) throw notFound(MEMBER_NOT_FOUND);
  if (role === 'admin') throw badRequest(CONNECTIONS_TEXT.teamNotBlockable);
  await db.transaction(async (tx) => {
    await insertBlock(tx, { blockerId: userId, blockedId: v.userId, reason: v.reason || null });
    await closeConversations(tx, { between: [userId, v.userId] }, 'blocked by a member');
  });
}

/** Undoes the member's block (closed conversations stay closed). */
export async function unblockMember(db: Db, userId: number, blockedId: number) {
  if (!(await deleteBlock(db, userId, blockedId))) throw notFound('You have not blocked this member.');
}

export const listBlockedMembers = (db: Db, userId: number) => listBlocks(db, userId);

/** The members `userId` blocked or was blocked by (a block works both ways). */
export const membersBlockedWith = (db: Db, userId: number): Promise<number[]> => blockedEitherWayIds(db, userId);

/** Whether either of the two blocked the other. */
export const blockedEitherWay = (db: Db, a: number, b: number): Promise<boolean> => isBlockedEitherWay(db, a, b);

/** Keeps the reports by and about a member until `forgetAfter`, then they go (an account deleted). */
export const keepReportsUntil = (db: Db, userId: number, forgetAfter: Date) =>
  scheduleReportsForgetting(db, userId, forgetAfter);

/** Removes the reports whose keeping time ran out (housekeeping); answers how many. */
export const pruneForgottenReports = (db: Db, now = new Date()): Promise<number> => deleteForgottenReports(db, now);

/**
 * Files a report; a reported message is copied into the report as evidence, so nothing is lost if it is removed
 * later. The names of both are kept with it for the admins.
 */
export async function reportMember(
  db: Db,
  userId: number,
  v: z.output<typeof reportInput>,
  now: Date,
): Promise<number> {
  if (v.reportedUserId === userId) throw badRequest("You can't report yourself.");
  const reportedName = await findMemberName(db, v.reportedUserId);
  if (reportedName === undefined) throw notFound(MEMBER_NOT_FOUND);
  const reporterName = (await findMemberName(db, userId)) ?? '';
  let evidence = null;
  // The conversation must be the reporter's with the reported member (a removed one too, for 30 days), and the
  // message one the reported member sent in it: no one else's words are filed against them (decision 058).
  if (v.conversationId !== undefined) {
    const c = await requireConversation(db, userId, v.conversationId, now, { removed: 'readable' });
    if (c.otherId !== v.reportedUserId) throw notFound(CONVERSATION_GONE);
  }
  if (v.messageId !== undefined) {
    if (v.conversationId === undefined) throw badRequest('Please tell us which conversation the message is in.');
    const m = await findMessageInConversation(db, v.messageId, v.conversationId);
    if (!m || m.senderId !== v.reportedUserId) throw notFound('This message could not be found.');
    evidence = { messageId: m.id, senderId: m.senderId, content: m.content, createdAt: m.createdAt.toISOString() };
  }
  return insertReport(db, {
    reporterId: userId,
    reportedUserId: v.reportedUserId,
    reporterName,
    reportedName,
    conversationId: v.conversationId ?? null,
    messageId: v.messageId ?? null,
    contentType: v.messageId !== undefined ? 'message' : v.conversationId !== undefined ? 'conversation' : 'user',
    reportedContentId: v.messageId ?? v.conversationId ?? v.reportedUserId,
    reason: v.reason,
    description: v.description || null,
    evidence,
  });
}
