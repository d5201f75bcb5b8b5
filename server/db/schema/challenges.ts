import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHALLENGE_STATUSES } from '../../../common/schemas/challenges';
import { users } from './users';

/** Timed kindness challenges; what `current`, `upcoming` and `recent` mean is decision 030. */
export const challenges = pgTable(
  'challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    image: text('image'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    status: text('status', { enum: CHALLENGE_STATUSES }).notNull().default('upcoming'),
    basePoints: integer('base_points').notNull().default(50),
    bonusPoints: integer('bonus_points').notNull().default(25),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('challenges_status_known', sql`${t.status} in ('upcoming', 'active', 'completed')`),
    check('challenges_points_non_negative', sql`${t.basePoints} >= 0 and ${t.bonusPoints} >= 0`),
    check('challenges_ends_after_start', sql`${t.endDate} > ${t.startDate}`),
    index('challenges_end_idx').on(t.endDate),
  ],
);

/**
 * One row per member and challenge (the unique index makes a repeated or parallel completion a no-op). Kept as an
 * anonymous kind act when the member deletes their account.
 */
export const completedChallenges = pgTable(
  'completed_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    /** The day the member says they did it. */
    completionDate: date('completion_date', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    pointsEarned: integer('points_earned').notNull(),
    /**
     * The story bonus the member holds for this completion: paid on a story's approval, less what removing that
     * story took back. A later story pays only the difference to the challenge's bonus (decision 059).
     */
    storyBonusKept: integer('story_bonus_kept').notNull().default(0),
  },
  (t) => [
    check('completed_challenges_story_bonus_kept_non_negative', sql`${t.storyBonusKept} >= 0`),
    uniqueIndex('completed_challenges_user_challenge_idx').on(t.userId, t.challengeId),
    index('completed_challenges_challenge_idx').on(t.challengeId),
  ],
);
