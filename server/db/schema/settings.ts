import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const adminSettings = pgTable('admin_settings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
