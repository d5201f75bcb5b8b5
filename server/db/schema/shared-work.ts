import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each periodic job last ran, across every instance (decision 070): a round runs only on the instance that
 * moves its time on, once the period has passed (`server/jobs/job-runs.queries.ts`).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
});

/**
 * The abuse limits' counters when the instances share a PostgreSQL database and no Redis (decision 070): one row per
 * limit and key, its count in a fixed window that starts at the first add (`server/plugins/counters.queries.ts`).
 */
export const limitCounters = pgTable('limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});
