import { z } from 'zod';
import {
  CONNECTIONS_TEXT,
  connectionMember,
  cursorQuery,
  helpCategory,
  idParam,
  page,
  pageSize,
  POSTING_CATEGORIES,
  safeText,
  URGENCIES,
} from './constants';

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

export const requestMessages = {
  titleShort: 'Title must be at least 5 characters',
  titleLong: 'Title must be less than 100 characters',
  descriptionShort: 'Please provide more details (at least 10 characters)',
  descriptionLong: 'Description must be less than 1000 characters',
  category: 'Please select a category',
  urgency: 'Please select priority level',
  deleted: 'Request deleted',
} as const;
/** The new-request form's hint: at least this many characters of description (counter n/40). */
export const REQUEST_DESCRIPTION_HINT = 40;

const requestTitle = z
  .string({ message: requestMessages.titleShort })
  .trim()
  .min(5, requestMessages.titleShort)
  .max(100, requestMessages.titleLong)
  .refine(safeText, CONNECTIONS_TEXT.unsafeChars);
const requestDescription = z
  .string({ message: requestMessages.descriptionShort })
  .trim()
  .min(10, requestMessages.descriptionShort)
  .max(1000, requestMessages.descriptionLong)
  .refine(safeText, CONNECTIONS_TEXT.unsafeChars);
/** low | medium | high; the form's 'normal' is medium. */
export const urgencyInput = z.preprocess(
  (v) => (v === 'normal' ? 'medium' : v),
  z.enum(URGENCIES, { message: requestMessages.urgency }),
);

/** POST /api/connections/requests (the contact-information check runs on the server too: CONNECTIONS_TEXT.requestContact). */
export const createRequestInput = z.object({
  title: requestTitle,
  description: requestDescription,
  category: z.enum(POSTING_CATEGORIES, { message: requestMessages.category }),
  urgency: urgencyInput.optional().transform((v) => v ?? 'medium'),
});
export type CreateRequestInput = z.input<typeof createRequestInput>;

/** PATCH /api/connections/requests/{id}: edit fields while open, or `{ status: 'completed' }`. */
export const updateRequestInput = z.union([
  z.object({ status: z.literal('completed') }).strict(),
  z.object({
    title: requestTitle.optional(),
    description: requestDescription.optional(),
    category: helpCategory.optional(),
    urgency: urgencyInput.optional(),
  }),
]);
export type UpdateRequestInput = z.input<typeof updateRequestInput>;

export const REQUEST_STATUSES = ['open', 'in_progress', 'completed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const helpRequest = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: helpCategory,
  urgency: z.enum(URGENCIES),
  status: z.enum(REQUEST_STATUSES),
  requesterId: z.number().int(),
  requester: connectionMember,
  helperId: z.number().int().nullable(),
  /** The helper, for the requester and the helper only (null otherwise). */
  helper: connectionMember.nullable(),
  /** The request's conversation, for its two participants only (null otherwise). */
  conversationId: z.number().int().nullable(),
  matchedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type HelpRequest = z.infer<typeof helpRequest>;
export const requestPage = page(helpRequest);
export type RequestPage = z.infer<typeof requestPage>;

/** GET /api/connections/requests?category=&cursor=&limit= (newest first) and GET /api/connections/my-requests. */
export const requestListQuery = z.object({ category: helpCategory.optional(), cursor: cursorQuery, limit: pageSize });
export const requestIdParams = z.object({ id: idParam('Request') });

/** POST /api/connections/requests/{id}/accept answers 201 with the new conversation. */
export const requestAccepted = z.object({ conversationId: z.number().int() });
export type RequestAccepted = z.infer<typeof requestAccepted>;
