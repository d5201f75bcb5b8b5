import { CONNECTIONS_TEXT } from '../../../../common/schemas/connections';
import { hasContactInfo } from '../../../../common/contact-info';
import { showDisplayName } from '../../../../common/names';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http-error';
import { findAccountById, mailAccount } from '../../users/users.service';
import { newMessageMail } from '../connections.mails';
import { emitEvents, isMemberPresent } from '../events/events.service';
import { wantsMailWhenAway } from '../profiles/profiles.queries';
import { looksLikeCrisis } from '../safety/crisis';
import { assertCanMessage, trustBuilt } from './conversations.policy';
import { claimAwayMail, lockConversation, recordSent, unreadIn, unreadTotalOf } from './conversations.queries';
import { requireConversation } from './conversations.service';
import { insertMessage, listMessages, type MessageRow } from './messages.queries';

const DEFAULT_PAGE = 50;

/** A page of a conversation's messages for a participant, newest page first (the cursor pages back). */
export async function listMessagesFor(
  db: Db,
  userId: number,
  conversationId: number,
  q: { before?: string; limit?: number },
  now: Date,
) {
  await requireConversation(db, userId, conversationId, now);
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
  if (hasContactInfo(content) && !trustBuilt(c, now))
    throw badRequest(CONNECTIONS_TEXT.chatContact, { content: CONNECTIONS_TEXT.chatContact });
  const crisis = looksLikeCrisis(content);
  const otherId = c.otherId as number;
  const away = !(await isMemberPresent(db, otherId));
  const [sender, other] = away ? await Promise.all([findAccountById(db, userId), findAccountById(db, otherId)]) : [];

  const message = await db.transaction(async (tx) => {
    const locked = await lockConversation(tx, conversationId);
    assertCanMessage({ status: locked?.status ?? 'closed', otherId });
    const m = await insertMessage(tx, {
      conversationId,
      senderId: userId,
      content,
      crisisFlag: crisis,
      createdAt: now,
    });
    await recordSent(tx, conversationId, userId, now);
    const ids = { conversationId, messageId: m.id };
    await emitEvents(tx, [
      { userId, type: 'message', payload: ids },
      { userId: otherId, type: 'message', payload: ids },
      {
        userId: otherId,
        type: 'unread',
        payload: async (t) => ({
          conversationId,
          unreadCount: await unreadIn(t, conversationId, otherId),
          unreadTotal: await unreadTotalOf(t, otherId),
        }),
      },
    ]);
    if (
      away &&
      sender &&
      other &&
      (await wantsMailWhenAway(tx, otherId)) &&
      (await claimAwayMail(tx, conversationId, otherId, now))
    )
      await mailAccount(tx, other, newMessageMail(publicUrl, showDisplayName(sender.displayName), conversationId));
    return m;
  });
  return { message, crisis };
}
