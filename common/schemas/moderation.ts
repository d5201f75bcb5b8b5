import { z } from 'zod';
import { UNSAFE_MESSAGE_CHARS } from '../text';
import { contactRefusalSummary } from './contact-guard';
import { suspendUserInput } from './admin-users';
import { adminPage, adminPageQuery } from './common';

// Reports with outcomes, appeals and the review queue (decision 043).

export const REPORT_KINDS = ['connection', 'content', 'ripple_note'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_STATUSES = ['pending', 'reviewed', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_OUTCOMES = [
  'no_action',
  'warning_sent',
  'content_removed',
  'member_blocked',
  'member_suspended',
] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** Each outcome in plain words, as the reporter and the admin read it. */
export const OUTCOME_LABELS: Record<ReportOutcome, string> = {
  no_action: 'No action was needed',
  warning_sent: 'A warning was sent',
  content_removed: 'The content was removed',
  member_blocked: 'The member was blocked from Kindness Connections',
  member_suspended: 'The member was suspended',
};

/** Which outcomes fit which kind of report: a ripple note has no member to warn, only a note to hide. */
export const OUTCOMES_BY_KIND: Record<ReportKind, readonly ReportOutcome[]> = {
  connection: ['no_action', 'warning_sent', 'member_blocked', 'member_suspended'],
  content: ['no_action', 'warning_sent', 'content_removed', 'member_suspended'],
  ripple_note: ['no_action', 'content_removed'],
};

export const STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'Waiting for review',
  reviewed: 'Being reviewed',
  resolved: 'Resolved',
};

export const APPEAL_MAX = 1000;
export const NOTE_MAX = 1000;

export const moderationMessages = {
  reportNotFound: 'This report could not be found.',
  alreadyResolved: 'This report has already been resolved.',
  outcomeNotForKind: 'That outcome does not fit this kind of report.',
  statusUpdated: 'Report status updated.',
  resolved: 'Report resolved.',
  appealTokenInvalid: 'This appeal link is not valid. Please use the link in your mail.',
  appealUsed: 'An appeal for this decision has already been sent.',
  appealSent: 'Thank you. Your appeal has been sent and an admin will review it.',
  appealRequired: 'Please tell us why you think the decision was wrong.',
  appealTooLong: `Your appeal can be at most ${APPEAL_MAX} characters.`,
  appealNotFound: 'This appeal could not be found.',
  appealDecided: 'This appeal has already been decided.',
  appealDecision: 'Appeal decision sent.',
  crisisReviewed: 'Marked as handled.',
  storyNotPending: 'This story is not waiting for approval.',
  noMemberToAct: 'This report names no member to act against.',
  untilOnlyForSuspension: 'An end date fits only a suspension.',
} as const;

const id = z.coerce.number({ error: 'Invalid id' }).int().positive().max(2_147_483_647);
const noteField = z
  .string()
  .trim()
  .max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters.`)
  .refine((s) => !UNSAFE_MESSAGE_CHARS.test(s), 'This note contains characters we cannot show.')
  .optional();

export const reportIdParams = z.object({ id });
export const reportRefParams = z.object({ kind: z.enum(REPORT_KINDS, { error: 'Unknown kind of report' }), id });
export const appealIdParams = z.object({ id });
export const messageIdParams = z.object({ id });

export const adminReportsQuery = z.object({
  ...adminPageQuery,
  kind: z.enum(REPORT_KINDS, { error: 'Unknown kind of report' }).optional(),
  status: z.enum(REPORT_STATUSES, { error: 'Unknown status' }).optional(),
});
export type AdminReportsQuery = z.input<typeof adminReportsQuery>;

export const reviewQueueQuery = z.object(adminPageQuery);

export const reportStatusInput = z.object({
  status: z.enum(['reviewed'], { error: 'A report can only be marked reviewed here; resolve it with an outcome.' }),
});

/**
 * Resolving a report does what its outcome says (decision 045): `member_blocked` blocks the member from Kindness
 * Connections, `member_suspended` suspends them until `until` (none: until an admin lifts it).
 */
export const resolveReportInput = z
  .object({
    outcome: z.enum(REPORT_OUTCOMES, { error: 'Please choose an outcome' }),
    note: noteField,
    until: suspendUserInput.shape.until,
  })
  .refine((v) => !v.until || v.outcome === 'member_suspended', {
    path: ['until'],
    message: moderationMessages.untilOnlyForSuspension,
  });
export type ResolveReportInput = z.infer<typeof resolveReportInput>;

export const appealInput = z.object({
  token: z
    .string({ error: moderationMessages.appealTokenInvalid })
    .min(20, moderationMessages.appealTokenInvalid)
    .max(200),
  text: z
    .string({ error: moderationMessages.appealRequired })
    .trim()
    .min(1, moderationMessages.appealRequired)
    .max(APPEAL_MAX, moderationMessages.appealTooLong)
    .refine((s) => !UNSAFE_MESSAGE_CHARS.test(s), 'Your appeal contains characters we cannot show.'),
});
export type AppealInput = z.infer<typeof appealInput>;

export const appealDecisionInput = z.object({
  decision: z.enum(['upheld', 'overturned'], { error: 'Please choose a decision' }),
  note: noteField,
});
export type AppealDecisionInput = z.infer<typeof appealDecisionInput>;

/** One report as the admin sees it, whatever its kind. */
export const adminReport = z.object({
  kind: z.enum(REPORT_KINDS),
  id: z.number().int(),
  /** 'user', 'conversation', 'message', 'story', 'comment' or 'ripple_note'. */
  contentType: z.string(),
  reporterId: z.number().int().nullable(),
  reporterName: z.string(),
  reportedUserId: z.number().int().nullable(),
  reportedName: z.string(),
  reason: z.string(),
  description: z.string().nullable(),
  /** What was reported, as the admin needs it to judge (a message's copy, a comment, a note). */
  excerpt: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The reported member's refused contact attempts in the last 30 days (decision 053), in the lists (null: no member
   * named); absent from the answer of an action.
   */
  contactRefusals: contactRefusalSummary.nullable().optional(),
});
export type AdminReport = z.infer<typeof adminReport>;

export const adminReportsPage = adminPage(adminReport);
export type AdminReportsPage = z.infer<typeof adminReportsPage>;

export const appealView = z.object({
  id: z.number().int(),
  memberName: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'upheld', 'overturned']),
  outcome: z.enum(REPORT_OUTCOMES),
  reason: z.string(),
  createdAt: z.string(),
});
export type AppealView = z.infer<typeof appealView>;

/** One entry of the review queue: reports about one member come as one group. */
export const reviewQueueItem = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('reports'),
    key: z.string(),
    createdAt: z.string(),
    count: z.number().int(),
    subjectName: z.string(),
    reports: z.array(adminReport),
  }),
  z.object({
    type: z.literal('story'),
    key: z.string(),
    createdAt: z.string(),
    storyId: z.number().int(),
    authorName: z.string(),
    excerpt: z.string(),
  }),
  z.object({
    type: z.literal('crisis'),
    key: z.string(),
    createdAt: z.string(),
    messageId: z.number().int(),
    conversationId: z.number().int(),
    senderName: z.string(),
    excerpt: z.string(),
  }),
  z.object({ type: z.literal('appeal'), key: z.string(), createdAt: z.string(), appeal: appealView }),
  /** Stored text the contact sweep hid (decision 053): the admin restores or removes it. */
  z.object({
    type: z.literal('hidden'),
    key: z.string(),
    createdAt: z.string(),
    holdId: z.number().int(),
    /** 'review_comment', 'story_comment', 'profile_bio' (HOLD_TARGET_LABELS). */
    target: z.string(),
    memberName: z.string(),
    /** The kind of contact detail found (CONTACT_KIND_LABELS). */
    kind: z.string(),
    excerpt: z.string(),
  }),
]);
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;

export const reviewQueuePage = adminPage(reviewQueueItem);
export type ReviewQueuePage = z.infer<typeof reviewQueuePage>;

/** One of the member's own reports, in plain words: never the other member's private details. */
export const myReport = z.object({
  kind: z.enum(REPORT_KINDS),
  id: z.number().int(),
  about: z.string(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  statusText: z.string(),
  outcomeText: z.string().nullable(),
  createdAt: z.string(),
});
export type MyReport = z.infer<typeof myReport>;

export const myReportsPage = z.object({ items: z.array(myReport), nextCursor: z.string().nullable() });
export type MyReportsPage = z.infer<typeof myReportsPage>;

export const myReportsQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid cursor')
    .optional(),
});
