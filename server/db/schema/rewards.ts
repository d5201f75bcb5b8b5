import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CLAIM_STATUSES } from '../../../common/schemas/rewards';
import { users } from './users';

/** What points buy; a limited reward's stock only goes down while above 0. */
export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    pointsCost: integer('points_cost').notNull().default(500),
    quantityAvailable: integer('quantity_available'),
    isLimited: boolean('is_limited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rewards_cost_positive', sql`${t.pointsCost} >= 1`),
    check('rewards_stock_non_negative', sql`${t.quantityAvailable} is null or ${t.quantityAvailable} >= 0`),
  ],
);

/**
 * Claims: once per member per reward per UTC day (unique index). Kept for the admin's records when the member deletes
 * their account, without the link to them and without the delivery address.
 */
export const userRewards = pgTable(
  'user_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    pointsSpent: integer('points_spent').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('pending'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The UTC day of the claim, for the once-a-day rule. */
    claimDay: date('claim_day', { mode: 'string' })
      .notNull()
      .default(sql`(now() at time zone 'utc')::date`),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [
    check('user_rewards_status_known', sql`${t.status} in ('pending', 'fulfilled', 'cancelled')`),
    uniqueIndex('user_rewards_once_a_day_idx').on(t.userId, t.rewardId, t.claimDay),
    index('user_rewards_user_idx').on(t.userId, t.id.desc()),
    index('user_rewards_claimed_idx').on(t.id.desc()),
  ],
);
