import { z } from 'zod';
import { adminPage, adminPageQuery } from './common';
import {
  ADMIN_EDIT_CATEGORIES,
  CONNECTIONS_TEXT,
  CONVERSATION_STATUSES,
  helpCategory,
  idParam,
  REQUEST_STATUSES,
  safeText,
  URGENCIES,
} from './connections';

// Kindness Connections moderation (part 2 'Admin connections moderation', the /admin Connections tab): the admin's
// lists, their dialogs' actions and the analytics. Every list is a page of the admin table.

/** A conversation's state as the admin filters it: its status, or 'deleted' once its members removed it. */
export const ADMIN_CONVERSATION_FILTERS = [...CONVERSATION_STATUSES, 'deleted'] as const;
export const ADMIN_REQUEST_FILTERS = [...REQUEST_STATUSES, 'deleted'] as const;

/** GET /api/admin/connections/conversations?page=&pageSize=&status= (newest first). */
export const adminConversationsQuery = z.object({
  ...adminPageQuery,
  status: z.enum(ADMIN_CONVERSATION_FILTERS, { error: 'Please choose a known status' }).optional(),
});
/** GET /api/admin/connections/requests?page=&pageSize=&status= (newest first). */
export const adminRequestsQuery = z.object({
  ...adminPageQuery,
  status: z.enum(ADMIN_REQUEST_FILTERS, { error: 'Please choose a known status' }).optional(),
});
/** GET /api/admin/connections/reviews?page=&pageSize=&rating= (newest first). */
export const adminReviewsQuery = z.object({
  ...adminPageQuery,
  rating: z.coerce.number({ error: 'Rating must be 1 to 5' }).int().min(1).max(5, 'Rating must be 1 to 5').optional(),
});
/** GET /api/admin/connections/conversations/{id}/messages?page=&pageSize= (oldest first, up to 200 a page). */
export const adminMessagesQuery = z.object({
  page: adminPageQuery.page,
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be 1 or more')
    .max(200, 'Page size must be at most 200')
    .default(100),
});

/** The admin's view of a conversation: both members by name, its request and how many messages it holds. */
export const adminConversation = z.object({
  id: z.number().int(),
  requestId: z.number().int().nullable(),
  requestTitle: z.string().nullable(),
  requesterId: z.number().int().nullable(),
  requesterName: z.string(),
  participantId: z.number().int().nullable(),
  participantName: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  /** Why it was closed (a block, a suspension, an admin), for the admin only. */
  closedReason: z.string().nullable(),
  messageCount: z.number().int(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type AdminConversation = z.infer<typeof adminConversation>;
export const adminConversationPage = adminPage(adminConversation);
export type AdminConversationPage = z.infer<typeof adminConversationPage>;

/** A message as the admin reads it: with its sender's name and the crisis flag. */
export const adminMessage = z.object({
  id: z.number().int(),
  senderId: z.number().int().nullable(),
  senderName: z.string(),
  content: z.string(),
  isAdmin: z.boolean(),
  crisisFlag: z.boolean(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessage>;
export const adminMessagePage = adminPage(adminMessage);
export type AdminMessagePage = z.infer<typeof adminMessagePage>;

export const adminRequest = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: helpCategory,
  urgency: z.enum(URGENCIES),
  status: z.enum(REQUEST_STATUSES),
  requesterId: z.number().int(),
  requesterName: z.string(),
  helperId: z.number().int().nullable(),
  helperName: z.string().nullable(),
  conversationId: z.number().int().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type AdminRequest = z.infer<typeof adminRequest>;
export const adminRequestPage = adminPage(adminRequest);
export type AdminRequestPage = z.infer<typeof adminRequestPage>;

export const adminReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reviewerId: z.number().int().nullable(),
  reviewerName: z.string(),
  revieweeId: z.number().int(),
  revieweeName: z.string(),
  conversationId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewPage = adminPage(adminReview);
export type AdminReviewPage = z.infer<typeof adminReviewPage>;

export const ADMIN_CONNECTIONS_TEXT = {
  titleRequired: 'Title cannot be empty',
  descriptionRequired: 'Description cannot be empty',
  messageRequired: 'Message cannot be empty',
  reasonRequired: 'Please give a reason for the block',
  /** The reason the report dialog's block sends, followed by the report's reason (spec §7). */
  blockFromReport: 'Admin block based on report: ',
  conversationDeleted: 'Conversation deleted, with all its messages.',
  requestRemoved: 'Request removed.',
  reviewRemoved: 'Review removed.',
  memberBlocked: 'Member blocked from Kindness Connections.',
  memberUnblocked: 'Member can use Kindness Connections again.',
} as const;

/** PATCH /api/admin/connections/requests/{id}: the admin edit form (title and description non-empty after trimming). */
export const adminEditRequestInput = z.object({
  title: z
    .string({ error: ADMIN_CONNECTIONS_TEXT.titleRequired })
    .trim()
    .min(1, ADMIN_CONNECTIONS_TEXT.titleRequired)
    .max(100, 'Title must be less than 100 characters')
    .refine(safeText, CONNECTIONS_TEXT.unsafeChars),
  description: z
    .string({ error: ADMIN_CONNECTIONS_TEXT.descriptionRequired })
    .trim()
    .min(1, ADMIN_CONNECTIONS_TEXT.descriptionRequired)
    .max(1000, 'Description must be less than 1000 characters')
    .refine(safeText, CONNECTIONS_TEXT.unsafeChars),
  category: z.enum(ADMIN_EDIT_CATEGORIES, { error: 'Please select a category' }),
  urgency: z.enum(URGENCIES, { error: 'Please select priority level' }),
});
export type AdminEditRequestInput = z.input<typeof adminEditRequestInput>;

/** POST /api/admin/conversations/{id}/message: shown in the chat as from the KindRipple team. */
export const adminMessageInput = z.object({
  content: z
    .string({ error: ADMIN_CONNECTIONS_TEXT.messageRequired })
    .trim()
    .min(1, ADMIN_CONNECTIONS_TEXT.messageRequired)
    .max(2000, CONNECTIONS_TEXT.messageTooLong)
    .refine(safeText, CONNECTIONS_TEXT.unsafeChars),
  /** The spec's client sends it; a message on this path is always the team's. */
  isAdmin: z.literal(true).optional(),
});
export type AdminMessageInput = z.input<typeof adminMessageInput>;

/** POST /api/admin/connections/block/{userId}: the member may no longer use Kindness Connections. */
export const adminBlockInput = z.object({
  reason: z
    .string({ error: ADMIN_CONNECTIONS_TEXT.reasonRequired })
    .trim()
    .min(1, ADMIN_CONNECTIONS_TEXT.reasonRequired)
    .max(500, 'Please keep the reason to 500 characters')
    .refine(safeText, CONNECTIONS_TEXT.unsafeChars),
});
export type AdminBlockInput = z.input<typeof adminBlockInput>;
export const adminBlockResult = z.object({
  message: z.string(),
  closedConversations: z.number().int(),
  removedRequests: z.number().int(),
});
export type AdminBlockResult = z.infer<typeof adminBlockResult>;

export const adminIdParams = (what: string) => z.object({ id: idParam(what) });
export const adminUserIdParams = z.object({ userId: idParam('Member') });

/** GET /api/admin/connections/analytics. */
export const adminConnectionsAnalytics = z.object({
  totalRequests: z.number().int(),
  openRequests: z.number().int(),
  activeConversations: z.number().int(),
  totalConversations: z.number().int(),
  reviews: z.number().int(),
  averageRating: z.number().nullable(),
  openReports: z.number().int(),
  /** Median time from a request being posted to its helper accepting it, in seconds (null before any match). */
  medianSecondsToFirstHelper: z.number().nullable(),
});
export type AdminConnectionsAnalytics = z.infer<typeof adminConnectionsAnalytics>;
