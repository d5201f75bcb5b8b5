import {
  DELETED_MEMBER_NAME,
  type Conversation,
  type ConversationStatus,
  type HelpCategory,
  type Message,
} from '../../../../common/schemas/connections';
import { showDisplayName } from '../../../../common/names';
import type { ConversationRow } from './conversations.queries';
import type { MessageRow } from './messages.queries';
import { trustBuilt } from './conversations.policy';

/** A message, field by field (never the admin-only crisis flag). */
export function presentMessage(m: MessageRow): Message {
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    content: m.content,
    messageType: m.messageType === 'system' ? 'system' : 'text',
    isAdmin: m.isAdmin,
    createdAt: m.createdAt.toISOString(),
  };
}

/** A conversation as its participant sees it: the other person's card, never their e-mail (decision 037). */
export function presentConversation(c: ConversationRow, now: Date): Conversation {
  return {
    id: c.id,
    requestId: c.requestId,
    status: c.status as ConversationStatus,
    lastMessageAt: c.lastMessageAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    unreadCount: c.unreadCount,
    request:
      c.requestId !== null && c.requestTitle !== null
        ? {
            id: c.requestId,
            title: c.requestTitle,
            requesterId: c.requestRequesterId as number,
            category: c.requestCategory as HelpCategory,
            description: c.requestDescription as string,
          }
        : null,
    otherParticipant:
      c.otherId !== null && c.otherName !== null
        ? { id: c.otherId, displayName: showDisplayName(c.otherName), avatar: c.otherAvatar }
        : { id: 0, displayName: DELETED_MEMBER_NAME, avatar: null },
    contactDetailsAllowed: trustBuilt(c, now),
    reviewedByMe: c.reviewedByMe,
    lastReadMessageId: c.lastReadMessageId || null,
    removedAt: c.removedAt?.toISOString() ?? null,
  };
}
