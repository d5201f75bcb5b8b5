import type { Db } from '../../../db/client';
import { notFound } from '../../../http-error';
import { refuseContactDetails } from '../../contact-guard/contact-guard.service';
import { isMemberPresent } from '../../events/events.service';
import { findAccountById, mailAccount } from '../../users/users.service';
import { newMessageMail } from '../connections.mails';
import { wantsMailFromConnections } from '../profiles/profiles.service';
import { assertCanMessage, trustBuilt } from './conversations.policy';
import { claimAwayMail } from './conversations.queries';
import { CONVERSATION_GONE, requireConversation } from './conversations.service';
import { looksLikeCrisis } from './crisis';
import { findRecentTextsOf, listMessages, lockForSend, writeSentMessage, type MessageRow } from './messages.queries';

const DEFAULT_PAGE = 50;
/** What the guard reads with a new message: the sender's last 5 in the conversation from the last 10 minutes. */
export const EARLIER_WINDOW = { messages: 5, ms: 10 * 60_000 } as const;

/** The sender's earlier texts the guard reads with a new one (a number split over several messages), oldest first. */
export function earlierMessagesOf(db: Db, p: { conversationId: number; senderId: number; now: Date }) {
  return findRecentTextsOf(db, {
    conversationId: p.conversationId,
    senderId: p.senderId,
    since: new Date(p.now.getTime() - EARLIER_WINDOW.ms),
    limit: EARLIER_WINDOW.messages,
  });
}

/** A page of a conversation's messages for a participant, newest page first (the cursor pages back). */
export async function listMessagesFor(
  db: Db,
  userId: number,
  conversationId: number,
  q: { before?: string; limit?: number },
  now: Date,
) {
  // A removed conversation is still read (never written) for 30 days, so either person can report from it.
  await requireConversation(db, userId, conversationId, now, { removed: 'readable' });
  const limit = q.limit ?? DEFAULT_PAGE;
  const rows = await listMessages(db, conversationId, {
    before: q.before ? Number(q.before) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    rows: page.reverse(),
    nextCursor: rows.length > limit ? String(page[0]!.id) : null,
  };
}

/**
 * Sends a message: only a participant, only into an active conversation (403 otherwise), contact details only once
 * trust is built (decision 036). In one transaction with the message: the live events for both (the other's
 * unread counts read after their counter is locked, so they are exact), and, when the other person has no open
 * stream anywhere, at most one mail per conversation per hour that never quotes the message.
 */
export async function sendMessage(
  db: Db,
  publicUrl: string,
  userId: number,
  conversationId: number,
  content: string,
  now: Date,
): Promise<{ message: MessageRow; crisis: boolean }> {
  const c = await requireConversation(db, userId, conversationId, now);
  assertCanMessage(c);
  if (!trustBuilt(c, now))
    await refuseContactDetails(db, {
      memberId: userId,
      door: 'chat',
      fields: { content },
      earlier: await earlierMessagesOf(db, { conversationId, senderId: userId, now }),
      now,
    });
  const crisis = looksLikeCrisis(content);
  const otherId = c.otherId as number;
  const away = !(await isMemberPresent(db, otherId));
  const other = away ? await findAccountById(db, otherId) : undefined;

  const message = await db.transaction(async (tx) => {
    // Two statements (decision 048): the locks and event numbers, then everything written, each one round trip.
    const locked = await lockForSend(tx, { conversationId, senderId: userId, otherId });
    if (!locked || locked.deleted) throw notFound(CONVERSATION_GONE);
    assertCanMessage({ status: locked.status, otherId });
    const m = await writeSentMessage(tx, {
      conversationId,
      senderId: userId,
      otherId,
      content,
      crisisFlag: crisis,
      createdAt: now,
      senderSeq: locked.senderSeq,
      otherSeq: locked.otherSeq,
    });
    if (
      away &&
      other &&
      (await wantsMailFromConnections(tx, otherId)) &&
      (await claimAwayMail(tx, conversationId, otherId, now))
    )
      await mailAccount(tx, other, newMessageMail(publicUrl, conversationId));
    return m;
  });
  return { message, crisis };
}
