import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { POINTS_REASONS, POINTS_SOURCES } from '../../../common/schemas/points';
import { users } from './users';

/**
 * Every change of a member's points, written in the same transaction as `users.points` (decision 031): the sum of a
 * member's rows is their balance. Kept when the member deletes their account, without the link to them.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was actually applied: a take-back on a short balance records only what was there. */
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: POINTS_REASONS }).notNull(),
    sourceType: text('source_type', { enum: POINTS_SOURCES }),
    sourceId: integer('source_id'),
    /** An admin's note on an adjustment. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('points_ledger_delta_non_zero', sql`${t.delta} <> 0`),
    index('points_ledger_user_idx').on(t.userId, t.id.desc()),
  ],
);
