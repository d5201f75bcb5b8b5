import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

// The guard at every door (decision 053): what it refused, what the start-up sweep hid, and which sweep ran.

/**
 * One row per refused text: who, at which door, what kind of detail, when. Never the text itself. Kept 30 days
 * (housekeeping), gone with the account.
 */
export const contactRefusals = pgTable(
  'contact_refusals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    door: text('door').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_refusals_member_idx').on(t.memberId, t.createdAt),
    index('contact_refusals_created_idx').on(t.createdAt),
  ],
);

/**
 * Stored text the sweep hid (a review comment, a story comment, a help-profile bio), waiting in the review queue for
 * an admin to restore or remove it. `excerpt` is what the admin reads; a restored hold stays (decision 'restored')
 * so a later sweep does not hide the same text again; a removed one goes.
 */
export const contactHolds = pgTable(
  'contact_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Which sweep step hid it: 'review_comment', 'story_comment', 'profile_bio'. */
    target: text('target').notNull(),
    refId: integer('ref_id').notNull(),
    /** Whose text it is (null: a review whose author's account is already gone); the hold goes with the account. */
    memberId: integer('member_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    excerpt: text('excerpt').notNull(),
    decision: text('decision'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contact_holds_target_once').on(t.target, t.refId),
    index('contact_holds_open_idx').on(t.decision),
  ],
);

/** Start-up work done once per version (the contact sweep): a later, stronger guard bumps the version to run again. */
export const maintenanceMarks = pgTable('maintenance_marks', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
