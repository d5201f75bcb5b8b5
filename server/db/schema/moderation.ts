import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * How an admin resolved a report of any kind (decision 044): one row per report, written with the report's
 * 'resolved' status in one transaction. An outcome that acts against a member carries the hash of the single-use
 * appeal token mailed to them.
 */
export const reportOutcomes = pgTable(
  'report_outcomes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'connection' (connection_reports), 'content' (content_reports: a story or a comment), 'ripple_note' (ripple_reports). */
    reportKind: text('report_kind').notNull(),
    reportId: integer('report_id').notNull(),
    outcome: text('outcome').notNull(),
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member acted against, if any; null once their account is gone. */
    actedAgainstId: integer('acted_against_id').references(() => users.id, { onDelete: 'set null' }),
    appealTokenHash: text('appeal_token_hash'),
    /**
     * The report as its reporter knows it, copied here: removing the content removes a story's or comment's report
     * (cascade), and the reporter must still see what came of it.
     */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    reason: text('reason').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('report_outcomes_kind_known', sql`${t.reportKind} in ('connection', 'content', 'ripple_note')`),
    check(
      'report_outcomes_outcome_known',
      sql`${t.outcome} in ('no_action', 'warning_sent', 'content_removed', 'member_blocked', 'member_suspended')`,
    ),
    uniqueIndex('report_outcomes_report_once').on(t.reportKind, t.reportId),
    uniqueIndex('report_outcomes_appeal_token').on(t.appealTokenHash),
    index('report_outcomes_member_idx').on(t.actedAgainstId),
    index('report_outcomes_reporter_idx').on(t.reporterId, t.reportedAt.desc()),
  ],
);

/** A member's appeal against an outcome: at most one per outcome (the unique index is the single-use rule). */
export const appeals = pgTable(
  'appeals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outcomeId: integer('outcome_id')
      .notNull()
      .references(() => reportOutcomes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appeals_status_known', sql`${t.status} in ('pending', 'upheld', 'overturned')`),
    uniqueIndex('appeals_once_per_outcome').on(t.outcomeId),
    index('appeals_status_idx').on(t.status, t.createdAt),
  ],
);

/** Crisis-flagged messages an admin has looked at (they leave the review queue). */
export const crisisReviews = pgTable('crisis_reviews', {
  messageId: bigint('message_id', { mode: 'number' }).primaryKey(),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
});
