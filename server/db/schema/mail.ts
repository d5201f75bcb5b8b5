import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Outgoing mail, written in the same transaction as the action that causes it and delivered by
 * server/jobs/mail-delivery.ts, so a mail is never lost when SMTP is down or the process stops.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Sent as `List-Unsubscribe` (with one-click POST, RFC 8058) so mail apps can offer their own button. */
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
