import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server secrets generated at first use and shared by every instance (captcha signing key, IP-hash salt). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
