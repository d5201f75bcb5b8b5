import { z } from 'zod';
import { UNSAFE_MESSAGE_CHARS, UNSAFE_NAME_CHARS } from '../text';

/** The status an admin chooses (part 2 §4); the clock can also make a challenge read as completed (decision 030). */
export const CHALLENGE_STATUSES = ['upcoming', 'active', 'completed'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const CHALLENGE_DEFAULT_BASE_POINTS = 50;
export const CHALLENGE_DEFAULT_BONUS_POINTS = 25;
export const CHALLENGE_TITLE_MAX = 120;
export const CHALLENGE_SUMMARY_MAX = 2000;
/** Points a challenge may give at most, so one typing slip cannot flood the rewards shop. */
export const CHALLENGE_POINTS_MAX = 10_000;

export const challengeMessages = {
  /** The answer of a completion (part 2 §8). */
  completed: 'Challenge Completed! 🎉',
  titleMin: 'Title must be at least 3 characters',
  titleMax: `Title must be at most ${CHALLENGE_TITLE_MAX} characters`,
  summaryMin: 'Summary must be at least 10 characters',
  summaryMax: `Summary must be at most ${CHALLENGE_SUMMARY_MAX} characters`,
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endAfterStart: 'End date must be after the start date',
  points: 'Points must be a whole number of 0 or more',
  pointsMax: `Points must be at most ${CHALLENGE_POINTS_MAX}`,
  unsafe: 'This text contains characters we cannot show. Please remove them.',
  image: 'Please upload the image again.',
  completionDate: 'Please choose a valid completion date',
  completionDateRequired: 'Please choose the day you completed it.',
  confirmRequired: 'Please confirm that you completed this challenge.',
  futureDate: 'The completion date cannot be later than today',
  beforeStart: 'The completion date cannot be before the challenge started',
  needsCompletion: 'Please complete this challenge before sharing a story about it',
  notCurrent: 'This challenge is not open for completions right now',
  ended: 'This challenge has ended',
  alreadyCompleted: 'You have already completed this challenge',
  notFound: 'Challenge not found',
} as const;

/** An image an admin uploaded (POST /api/admin/images): a random name under /uploads/content/. */
export const UPLOADED_CONTENT_IMAGE = /^\/uploads\/content\/[a-f0-9]{32}\.webp$/;

/** An optional uploaded image path: null or '' for none. */
export const contentImage = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || UPLOADED_CONTENT_IMAGE.test(v), { message: challengeMessages.image });

/** A challenge as every list and GET answers it. Dates are ISO 8601 in UTC. */
export const challenge = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** As it reads now: an active challenge whose end date has passed reads as completed. */
  status: z.enum(CHALLENGE_STATUSES),
  basePoints: z.number().int(),
  bonusPoints: z.number().int(),
  completedCount: z.number().int(),
});
export type Challenge = z.infer<typeof challenge>;

export const challengeList = z.array(challenge);
/** GET /api/challenges/current: the current challenge, or null. */
export const currentChallenge = challenge.nullable();
export type CurrentChallenge = z.infer<typeof currentChallenge>;

export const challengeIdParams = z.object({
  id: z.coerce
    .number({ error: challengeMessages.notFound })
    .int(challengeMessages.notFound)
    .positive(challengeMessages.notFound)
    .max(2_147_483_647, challengeMessages.notFound),
});

const points = z.coerce
  .number({ error: challengeMessages.points })
  .int(challengeMessages.points)
  .min(0, challengeMessages.points)
  .max(CHALLENGE_POINTS_MAX, challengeMessages.pointsMax);

const dateTime = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.iso.datetime({ offset: true, error: required }));

const title = z
  .string({ error: challengeMessages.titleMin })
  .trim()
  .min(3, challengeMessages.titleMin)
  .max(CHALLENGE_TITLE_MAX, challengeMessages.titleMax)
  .refine((v) => !UNSAFE_NAME_CHARS.test(v), { message: challengeMessages.unsafe });
const summary = z
  .string({ error: challengeMessages.summaryMin })
  .trim()
  .min(10, challengeMessages.summaryMin)
  .max(CHALLENGE_SUMMARY_MAX, challengeMessages.summaryMax)
  .refine((v) => !UNSAFE_MESSAGE_CHARS.test(v), { message: challengeMessages.unsafe });

const challengeFields = z.object({
  title,
  summary,
  image: contentImage,
  /** ISO 8601 with an offset: the form turns the admin's datetime-local into UTC. */
  startDate: dateTime(challengeMessages.startRequired),
  endDate: dateTime(challengeMessages.endRequired),
  status: z.enum(CHALLENGE_STATUSES, { error: 'Please choose a status' }).default('upcoming'),
  basePoints: points.default(CHALLENGE_DEFAULT_BASE_POINTS),
  bonusPoints: points.default(CHALLENGE_DEFAULT_BONUS_POINTS),
});

const endAfterStart = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || Date.parse(v.endDate) > Date.parse(v.startDate);

/** POST /api/challenges (admin). */
export const createChallengeInput = challengeFields.refine(endAfterStart, {
  path: ['endDate'],
  message: challengeMessages.endAfterStart,
});
export type CreateChallengeInput = z.input<typeof createChallengeInput>;

/** PATCH /api/challenges/{id} (admin): any of the fields; the dates are checked again against the stored ones. */
export const updateChallengeInput = z
  .object({
    title: title.optional(),
    summary: summary.optional(),
    image: contentImage.optional(),
    startDate: dateTime(challengeMessages.startRequired).optional(),
    endDate: dateTime(challengeMessages.endRequired).optional(),
    status: z.enum(CHALLENGE_STATUSES, { error: 'Please choose a status' }).optional(),
    basePoints: points.optional(),
    bonusPoints: points.optional(),
  })
  .refine(endAfterStart, { path: ['endDate'], message: challengeMessages.endAfterStart });
export type UpdateChallengeInput = z.input<typeof updateChallengeInput>;

/** A calendar date, YYYY-MM-DD, as the completion form's date input gives it. */
export const completionDate = z
  .string({ error: challengeMessages.completionDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, challengeMessages.completionDate)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: challengeMessages.completionDate,
    },
  );

/** POST /api/challenges/{id}/complete. Without a date (or without a body at all), today. */
export const completeChallengeInput = z
  .object({ completionDate: completionDate.optional() })
  .nullish()
  .transform((v) => v ?? {});
export type CompleteChallengeInput = z.input<typeof completeChallengeInput>;

/**
 * The completion form (part 2 §4): the route's date rule, a day from the challenge's first (`firstDay`) to `today`
 * in the member's own calendar, and the confirmation box ticked.
 */
export const completionForm = (today: string, firstDay: string) =>
  z.object({
    completionDate: z
      .string()
      .min(1, challengeMessages.completionDateRequired)
      .pipe(completionDate)
      .refine((d) => d <= today, challengeMessages.futureDate)
      .refine((d) => d >= firstDay, challengeMessages.beforeStart),
    confirmed: z.boolean().refine((ticked) => ticked, challengeMessages.confirmRequired),
  });
export type CompletionFormInput = z.input<ReturnType<typeof completionForm>>;

/** Whether a completion date is later than today for someone where the day starts first (UTC+14; decision 030). */
export function isLaterThanToday(date: string, now: Date = new Date()): boolean {
  const latestToday = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
  return date > latestToday;
}

/** The answer of a completion. */
export const completionResult = z.object({ message: z.string(), pointsEarned: z.number().int() });
export type CompletionResult = z.infer<typeof completionResult>;

/** GET /api/user/completedChallenges: the member's completions, newest first. */
export const completedChallenge = z.object({
  id: z.number().int(),
  completedAt: z.string(),
  /** The day the member says they did it (YYYY-MM-DD). */
  completionDate: z.string(),
  pointsEarned: z.number().int(),
  /** Whether the member already shared a story about this challenge (any status). */
  hasStory: z.boolean(),
  challenge: z.object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    image: z.string().nullable(),
    bonusPoints: z.number().int(),
  }),
});
export type CompletedChallenge = z.infer<typeof completedChallenge>;
export const completedChallengeList = z.array(completedChallenge);

/** POST /api/admin/images (admin): a challenge or reward picture, checked and re-encoded like a story's. */
export const uploadedImage = z.object({ image: z.string() });
export type UploadedImage = z.infer<typeof uploadedImage>;
