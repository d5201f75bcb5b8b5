import { z } from 'zod';

/** Why a member's points changed: one ledger row per change (decision 031). */
export const POINTS_REASONS = [
  'challenge_completed',
  'story_approved',
  'like_received',
  'like_withdrawn',
  'reward_claimed',
  'admin_adjustment',
  'content_removed',
  /** What a member held before the ledger existed (recorded once, so the sum of the rows equals the balance). */
  'opening_balance',
] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/** What a ledger row points at (the challenge completed, the story liked, the reward claimed...). */
export const POINTS_SOURCES = ['challenge', 'story', 'like', 'reward_claim', 'admin'] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

/** The sentence the dashboard shows for each reason. */
export const POINTS_REASON_LABELS: Record<PointsReason, string> = {
  challenge_completed: 'Challenge completed',
  story_approved: 'Story approved',
  like_received: 'Like received',
  like_withdrawn: 'Like withdrawn',
  reward_claimed: 'Reward claimed',
  admin_adjustment: 'Adjusted by an admin',
  content_removed: 'Story removed',
  opening_balance: 'Points from before',
};

/** The dashboard's progress bar shows the member's place within bands of 500 points (part 2 §2, §9). */
export const POINTS_BAND = 500;

/** The current 500-point band of a balance: its bounds and how far into it the member is (0-100). */
export function pointsBand(points: number): { lower: number; upper: number; percent: number } {
  const safe = Math.max(0, Math.floor(points));
  const lower = Math.floor(safe / POINTS_BAND) * POINTS_BAND;
  return { lower, upper: lower + POINTS_BAND, percent: ((safe - lower) / POINTS_BAND) * 100 };
}

/** GET /api/user/points-history: one change of the member's points, newest first. */
export const pointsHistoryEntry = z.object({
  id: z.number().int(),
  /** Points added (positive) or taken (negative): what was actually applied, never more than the balance held. */
  delta: z.number().int(),
  reason: z.enum(POINTS_REASONS),
  /** A short human text (the reason's label, or the admin's note for an adjustment). */
  description: z.string(),
  source: z.object({ type: z.enum(POINTS_SOURCES), id: z.number().int().nullable() }).nullable(),
  createdAt: z.string(),
});
export type PointsHistoryEntry = z.infer<typeof pointsHistoryEntry>;

/** A page of the history; `nextCursor` continues it, null at the end. */
export const pointsHistoryPage = z.object({ items: z.array(pointsHistoryEntry), nextCursor: z.string().nullable() });
export type PointsHistoryPage = z.infer<typeof pointsHistoryPage>;

/** `?cursor=&limit=` of every member list that pages by cursor (10 unless `limit`, 1-50, says otherwise). */
export const cursorQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number from 1 to 50' })
    .int('Limit must be a number from 1 to 50')
    .min(1, 'Limit must be a number from 1 to 50')
    .max(50, 'Limit must be a number from 1 to 50')
    .default(10),
});
export type CursorQuery = z.input<typeof cursorQuery>;

/** GET /api/user/summary: the dashboard's profile card numbers. */
export const userSummary = z.object({
  points: z.number().int(),
  completedChallenges: z.number().int(),
  /** Every positive credit of the ledger, whatever was spent since. */
  totalPointsEarned: z.number().int(),
  rewardsClaimed: z.number().int(),
});
export type UserSummary = z.infer<typeof userSummary>;
