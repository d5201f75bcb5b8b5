import { z } from 'zod';
import { CONNECTIONS_TEXT, REPORT_REASONS, connectionMember, idParam, safeText } from './constants';
import { CONVERSATION_STATUSES, message } from './chat';
import { REQUEST_STATUSES } from './requests';

// ---------------------------------------------------------------------------------------------------------------
// Safety: blocks and reports
// ---------------------------------------------------------------------------------------------------------------

export const blockInput = z.object({
  userId: z.number({ message: 'Please choose who to block' }).int().positive(),
  reason: z.string().trim().max(500).refine(safeText, CONNECTIONS_TEXT.unsafeChars).optional(),
});
export type BlockInput = z.input<typeof blockInput>;
export const blockedMember = connectionMember.extend({ blockedAt: z.string() });
export type BlockedMember = z.infer<typeof blockedMember>;
/** The members one blocked, all of them (a page by its shape: `nextCursor` is always null; decision 065). */
export const blockList = z.object({ items: z.array(blockedMember), nextCursor: z.null() });
export type BlockList = z.infer<typeof blockList>;
export const blockUserParams = z.object({ userId: idParam('Block') });

export const reportInput = z.object({
  reportedUserId: z.number({ message: 'Please choose who to report' }).int().positive(),
  // One of the listed reasons (decision 058): the reported member is told the rule, never the reporter's words.
  reason: z
    .string({ message: 'Please choose a reason' })
    .trim()
    .refine((r) => (REPORT_REASONS as readonly string[]).includes(r), 'Please choose a reason'),
  description: z
    .string()
    .trim()
    .max(1000, 'Please keep the details to 1000 characters')
    .refine(safeText, CONNECTIONS_TEXT.unsafeChars)
    .optional(),
  conversationId: z.number().int().positive().optional(),
  messageId: z.number().int().positive().optional(),
});
export type ReportInput = z.input<typeof reportInput>;
export const reportCreated = z.object({ id: z.number().int(), message: z.string() });
export type ReportCreated = z.infer<typeof reportCreated>;

// ---------------------------------------------------------------------------------------------------------------
// Real time: GET /api/connections/events (text/event-stream)
// ---------------------------------------------------------------------------------------------------------------
// Each event: `id: <the member's own sequence number>`, `event: <type>`, `data: <JSON below>`. Reconnecting with
// Last-Event-ID (or a new stream with `?lastEventId=<n>`, for a tab taking over from another) replays exactly what was
// missed. A comment line (': ping') is the 25-second heartbeat; `event: resync` asks the browser to refetch everything.
// GET /api/connections/unread answers the header badge's number when the stream cannot be opened.

export const EVENT_TYPES = ['message', 'conversation', 'unread', 'request'] as const;

/** GET /api/connections/events?lastEventId=: where a new stream starts (the Last-Event-ID header wins when both are sent). */
export const eventsQuery = z.object({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});

export const connectionEvent = z.discriminatedUnion('type', [
  /** A new message in one of my conversations (mine from another tab, or theirs). */
  z.object({ type: z.literal('message'), conversationId: z.number().int(), message }),
  /** A conversation of mine started, changed status, or was removed (refetch it, or drop it when `removed`). */
  z.object({
    type: z.literal('conversation'),
    conversationId: z.number().int(),
    status: z.enum(CONVERSATION_STATUSES),
    removed: z.boolean(),
  }),
  /** My unread counts changed (a message came, or I read one in another tab). */
  z.object({
    type: z.literal('unread'),
    conversationId: z.number().int(),
    unreadCount: z.number().int(),
    unreadTotal: z.number().int(),
  }),
  /** One of my requests changed (accepted, completed, removed). */
  z.object({ type: z.literal('request'), requestId: z.number().int(), status: z.enum(REQUEST_STATUSES) }),
]);
export type ConnectionEvent = z.infer<typeof connectionEvent>;
