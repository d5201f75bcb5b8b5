import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The member's e-mail, always stored lower-case. */
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    avatar: text('avatar'),
    points: integer('points').notNull().default(0),
    role: text('role', { enum: ['member', 'admin'] }).notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_points_non_negative', sql`${t.points} >= 0`),
    check('users_username_lower', sql`${t.username} = lower(${t.username})`),
    check('users_role_known', sql`${t.role} in ('member', 'admin')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
