import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What admins did, one row per action, written in the action's transaction; never updated or deleted. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The admin; null once their account is gone (the row stays). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    /** A short JSON summary of what changed. */
    changes: jsonb('changes').notNull().default({}),
    /** Who the request came from, as the limits count it (client-key.ts). */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc()),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_log_actor_idx').on(t.actorId, t.id),
    index('admin_audit_log_action_idx').on(t.action, t.id),
  ],
);
