import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The member's e-mail, always stored lower-case. */
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** The name shown to others; 'Kind member' while a name is held (`heldDisplayName`). */
    displayName: text('display_name').notNull(),
    /**
     * A stored display name held back because it carries contact details (decision 054): kept here for the admins,
     * never shown to other members, while `displayName` says 'Kind member'. Null when nothing is held; a rename
     * clears it.
     */
    heldDisplayName: text('held_display_name'),
    avatar: text('avatar'),
    points: integer('points').notNull().default(0),
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the member proved they receive mail at this address (the confirmation link), or null until then. Accounts
     * that existed before confirmation did (migration 0008), the admin set-up's and the demo members count as
     * confirmed; only accounts registered since start unconfirmed (docs/decisions/018-verified-email.md).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When an admin suspended the account, or null when it is not suspended (decision 041). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** When the suspension ends; null with `suspendedAt` set means until an admin lifts it. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** The admin's reason, for the admins and the member's refusal mail; never shown to others. */
    suspensionReason: text('suspension_reason'),
    /**
     * When the member answered Kindness Connections' date-of-birth question with a date under 13, or null. Only the
     * fact and its time are kept, never the date; later answers from the account are refused until an admin clears
     * it (decision 056).
     */
    underAgeAnsweredAt: timestamp('under_age_answered_at', { withTimezone: true }),
  },
  (t) => [
    check('users_points_non_negative', sql`${t.points} >= 0`),
    check('users_username_lower', sql`${t.username} = lower(${t.username})`),
    check('users_role_known', sql`${t.role} in ('member', 'admin')`),
    // A held name is never the shown one: whatever reads display_name shows 'Kind member' (decision 054).
    check('users_held_name_hidden', sql`${t.heldDisplayName} is null or ${t.displayName} = 'Kind member'`),
    // Housekeeping's hourly look for unconfirmed accounts past their week: only those rows are in it.
    index('users_unconfirmed_created_idx')
      .on(t.createdAt)
      .where(sql`${t.emailVerifiedAt} is null`),
    // Manage Users' search, `ilike '%…%'` on the name or the e-mail (pg_trgm; migration 0018, decision 046).
    index('users_display_name_trgm_idx').using('gin', t.displayName.op('gin_trgm_ops')),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
  ],
);

export type UserRow = typeof users.$inferSelect;
