import { z } from 'zod';
import {
  CONNECTIONS_TEXT,
  connectionMember,
  cursorQuery,
  helpCategory,
  idParam,
  page,
  pageSize,
  safeText,
} from './constants';

// ---------------------------------------------------------------------------------------------------------------
// Conversations and messages
// ---------------------------------------------------------------------------------------------------------------

export const CONVERSATION_STATUSES = ['active', 'completed', 'request_removed', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const conversation = z.object({
  id: z.number().int(),
  requestId: z.number().int().nullable(),
  status: z.enum(CONVERSATION_STATUSES),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
  unreadCount: z.number().int(),
  request: z
    .object({
      id: z.number().int(),
      title: z.string(),
      requesterId: z.number().int(),
      category: helpCategory,
      description: z.string(),
    })
    .nullable(),
  /** The other person; a deleted account shows as { id: 0, displayName: 'A deleted member', avatar: null }. */
  otherParticipant: connectionMember,
  /** Whether contact details may be shared here yet (decision 036). */
  contactDetailsAllowed: z.boolean(),
  /** Whether this member already left their review in this conversation. */
  reviewedByMe: z.boolean(),
  /** The last message I have read (my read position), or null. */
  lastReadMessageId: z.number().int().nullable(),
  /**
   * When one of the two removed it, or null. A removed conversation is hidden from both lists; for
   * `REMOVED_CONVERSATION_DAYS` the 'Removed' filter shows it read-only, so either can still report a message of it.
   */
  removedAt: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversation>;
export const conversationPage = page(conversation);
export const conversationIdParams = z.object({ id: idParam('Conversation') });
/** How long a removed conversation stays readable (and reportable) under the 'Removed' filter (decision 058). */
export const REMOVED_CONVERSATION_DAYS = 30;
export const CONVERSATION_FILTERS = ['removed'] as const;

/**
 * GET /api/connections/conversations?cursor=&limit=&filter=: newest activity first; `filter=removed` lists the ones
 * removed in the last `REMOVED_CONVERSATION_DAYS` days instead of the live ones. The cursor is the `nextCursor` of the
 * page before (`{activity in µs}.{id}` of its last row), so a conversation that moves to the top while someone
 * pages is neither shown twice nor skipped among the older ones.
 */
export const conversationListQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,17}\.\d{1,10}$/, 'Invalid cursor')
    .optional(),
  limit: pageSize,
  filter: z.enum(CONVERSATION_FILTERS).optional(),
});

export const DELETED_MEMBER_NAME = 'A deleted member';

export const message = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** null when the sender deleted their account (shown as DELETED_MEMBER_NAME). */
  senderId: z.number().int().nullable(),
  content: z.string(),
  messageType: z.enum(['text', 'system']),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof message>;

/** GET .../{id}/messages?before=&limit=: the newest page first; items oldest to newest; nextCursor pages back. */
export const messagePage = page(message);
export type MessagePage = z.infer<typeof messagePage>;
export const messageListQuery = z.object({ before: cursorQuery, limit: pageSize });

/** POST .../{id}/messages (1-2000 characters after trimming). */
export const sendMessageInput = z.object({
  content: z
    .string({ message: CONNECTIONS_TEXT.messageEmpty })
    .trim()
    .min(1, CONNECTIONS_TEXT.messageEmpty)
    .max(2000, CONNECTIONS_TEXT.messageTooLong)
    .refine(safeText, CONNECTIONS_TEXT.unsafeChars),
});
export type SendMessageInput = z.input<typeof sendMessageInput>;
/** The sent message, plus whether to show the sender the crisis notice (CONNECTIONS_TEXT.crisisNotice). */
export const messageSent = message.extend({ crisisSupport: z.boolean() });
export type MessageSent = z.infer<typeof messageSent>;

/** POST .../{id}/read { messageId }: my read position moves forward to it (never back). */
export const markReadInput = z.object({ messageId: z.number().int().positive() });
export const readAnswer = z.object({ unreadCount: z.number().int(), unreadTotal: z.number().int() });
export type ReadAnswer = z.infer<typeof readAnswer>;
/** GET /api/connections/unread: the header badge. */
export const unreadTotal = z.object({ unreadTotal: z.number().int() });
export type UnreadTotal = z.infer<typeof unreadTotal>;

const rating = z
  .number({ message: CONNECTIONS_TEXT.ratingRequired })
  .int(CONNECTIONS_TEXT.ratingRequired)
  .min(1, CONNECTIONS_TEXT.ratingRequired)
  .max(5, CONNECTIONS_TEXT.ratingRequired);
const reviewComment = z
  .string()
  .trim()
  .max(500, 'Please keep your comment to 500 characters')
  .refine(safeText, CONNECTIONS_TEXT.unsafeChars)
  .optional();

/** POST .../{id}/complete (the requester): the helper's review, then the request and conversation are completed. */
export const completeInput = z.object({ rating, comment: reviewComment, revieweeId: z.number().int().positive() });
export type CompleteInput = z.input<typeof completeInput>;
/** POST .../{id}/review (the helper reviews the requester once the request is completed). */
export const reviewInput = z.object({ rating, comment: reviewComment });
export type ReviewInput = z.input<typeof reviewInput>;

export const review = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

// ---------------------------------------------------------------------------------------------------------------
// Member profile: GET /api/connections/user-profile/{id}
// ---------------------------------------------------------------------------------------------------------------

export const userProfileAnswer = z.object({
  user: z.object({
    id: z.number().int(),
    displayName: z.string(),
    avatar: z.string().nullable(),
    memberSince: z.string(),
  }),
  profile: z
    .object({
      canHelp: z.boolean(),
      needsHelp: z.boolean(),
      interests: z.array(z.string()),
      languages: z.array(z.string()),
      helpCategories: z.array(helpCategory),
      bio: z.string(),
    })
    .nullable(),
  reviews: z.object({ average: z.number().nullable(), count: z.number().int(), latest: z.array(review) }),
});
export type UserProfileAnswer = z.infer<typeof userProfileAnswer>;
export const userIdParam = z.object({ id: idParam('Profile') });
