import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** One ripple: the tree that grows from a first note. Counters are kept here so a summary never counts a big tree. */
export const rippleChains = pgTable(
  'ripple_chains',
  {
    id: varchar('id', { length: 36 })
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    seedCode: varchar('seed_code', { length: 12 }).notNull().unique(),
    /** The owner's secret: the `?key=` of the owner's summary link (decision 024). */
    ownerKey: varchar('owner_key', { length: 32 }).notNull(),
    seedMessage: text('seed_message').notNull(),
    seedSenderName: varchar('seed_sender_name', { length: 60 }),
    status: varchar('status', { length: 12 }).notNull().default('active'),
    /** Deepest note's depth (0 = only the first note). */
    maxDepth: integer('max_depth').notNull().default(0),
    /** Notes in the tree, the first one included. */
    nodeCount: integer('node_count').notNull().default(1),
    /** Distinct visitors (salted IP hashes) who opened a note of this ripple, its creator not counted. */
    visitorCount: integer('visitor_count').notNull().default(0),
    /** docs/decisions/020-people-reached.md: distinct visitors other than the creator, so always visitorCount. */
    peopleReached: integer('people_reached').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ripple_chains_status_known', sql`${t.status} in ('active', 'closed')`),
    check(
      'ripple_chains_counters_non_negative',
      sql`${t.maxDepth} >= 0 and ${t.nodeCount} >= 1 and ${t.visitorCount} >= 0 and ${t.peopleReached} >= 0`,
    ),
  ],
);

/** One note of a ripple; depth 0 is the first note, every other note has the note it was passed on from as parent. */
export const rippleNodes = pgTable(
  'ripple_nodes',
  {
    id: varchar('id', { length: 36 })
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    chainId: varchar('chain_id', { length: 36 })
      .notNull()
      .references(() => rippleChains.id, { onDelete: 'cascade' }),
    parentNodeId: varchar('parent_node_id', { length: 36 }).references((): AnyPgColumn => rippleNodes.id, {
      onDelete: 'cascade',
    }),
    nodeCode: varchar('node_code', { length: 12 }).notNull().unique(),
    depth: integer('depth').notNull().default(0),
    message: text('message').notNull(),
    senderName: varchar('sender_name', { length: 60 }),
    city: varchar('city', { length: 100 }),
    country: varchar('country', { length: 2 }),
    /** City-level coordinates from the GeoLite2 lookup, for the journey map. */
    latitude: real('latitude'),
    longitude: real('longitude'),
    thanksCount: integer('thanks_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    shareChannel: varchar('share_channel', { length: 16 }).notNull().default('copy'),
    status: varchar('status', { length: 12 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ripple_nodes_chain_depth_idx').on(t.chainId, t.depth, t.createdAt),
    index('ripple_nodes_parent_idx').on(t.parentNodeId),
    check('ripple_nodes_status_known', sql`${t.status} in ('active', 'hidden')`),
    check('ripple_nodes_depth_non_negative', sql`${t.depth} >= 0`),
    check('ripple_nodes_message_length', sql`char_length(${t.message}) between 1 and 280`),
  ],
);

/** Views and thanks, one row per visitor (salted IP hash) per note per day (views) or ever (thanks). */
export const rippleEvents = pgTable(
  'ripple_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    nodeId: varchar('node_id', { length: 36 })
      .notNull()
      .references(() => rippleNodes.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).notNull(),
    ipHash: varchar('ip_hash', { length: 64 }).notNull(),
    userAgent: text('user_agent'),
    /** UTC day of the event: views are unique per visitor per note per day. */
    day: date('day', { mode: 'string' })
      .notNull()
      .default(sql`(now() at time zone 'utc')::date`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ripple_events_type_idx').on(t.type),
    index('ripple_events_ip_hash_idx').on(t.ipHash),
    index('ripple_events_created_at_idx').on(t.createdAt),
    uniqueIndex('ripple_events_view_once_a_day')
      .on(t.nodeId, t.ipHash, t.day)
      .where(sql`${t.type} = 'view'`),
    uniqueIndex('ripple_events_thank_once')
      .on(t.nodeId, t.ipHash)
      .where(sql`${t.type} = 'thank'`),
  ],
);

/** Who has opened a note of a ripple (salted IP hash): the source of peopleReached. */
export const rippleChainVisitors = pgTable(
  'ripple_chain_visitors',
  {
    chainId: varchar('chain_id', { length: 36 })
      .notNull()
      .references(() => rippleChains.id, { onDelete: 'cascade' }),
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    /** The creator is recorded so opening their own note does not count as reaching someone. */
    isCreator: boolean('is_creator').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.visitorHash] })],
);

/** The distinct places a ripple reached, so the summary lists cities without scanning every note. */
export const rippleChainCities = pgTable(
  'ripple_chain_cities',
  {
    chainId: varchar('chain_id', { length: 36 })
      .notNull()
      .references(() => rippleChains.id, { onDelete: 'cascade' }),
    city: varchar('city', { length: 100 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.city, t.country] })],
);

/** People following a ripple by e-mail (double opt-in, the creator's own address too: decision 028). */
export const rippleSubscriptions = pgTable(
  'ripple_subscriptions',
  {
    id: varchar('id', { length: 36 })
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    chainId: varchar('chain_id', { length: 36 })
      .notNull()
      .references(() => rippleChains.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    verified: boolean('verified').notNull().default(false),
    verifyCode: varchar('verify_code', { length: 16 }).notNull().unique(),
    unsubscribeToken: varchar('unsubscribe_token', { length: 32 }).notNull().unique(),
    /** peopleReached when the last update (or the subscription) was made: growth is measured from here. */
    notifiedPeopleReached: integer('notified_people_reached').notNull().default(0),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The creator's own address, typed when starting the ripple: its owner link is mailed once it is confirmed. */
    ownerLinkPending: boolean('owner_link_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ripple_subscriptions_chain_email').on(t.chainId, t.email),
    index('ripple_subscriptions_due_idx')
      .on(t.chainId)
      .where(sql`${t.verified} and ${t.unsubscribedAt} is null`),
  ],
);

/**
 * Growth mails sent to one mailbox (`mailboxKey`) on one UTC day, across all the ripples it follows: the daily cap
 * (decision 028) is kept here, in the database, so every instance counts against one number. A row is taken with
 * one conditional upsert (`sent < cap`), which holds under concurrent senders; rows of past days are pruned.
 */
export const rippleGrowthMailCounts = pgTable(
  'ripple_growth_mail_counts',
  {
    mailbox: varchar('mailbox', { length: 254 }).notNull(),
    day: date('day', { mode: 'string' })
      .notNull()
      .default(sql`(now() at time zone 'utc')::date`),
    sent: integer('sent').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.mailbox, t.day] }),
    check('ripple_growth_mail_counts_sent_positive', sql`${t.sent} >= 1`),
  ],
);

/** 'Report this note': kept for the site admin; a report hides nothing by itself. */
export const rippleReports = pgTable(
  'ripple_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nodeId: varchar('node_id', { length: 36 })
      .notNull()
      .references(() => rippleNodes.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    ipHash: varchar('ip_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ripple_reports_once_per_visitor').on(t.nodeId, t.ipHash),
    index('ripple_reports_status_idx').on(t.status, t.createdAt),
  ],
);

export type RippleChainRow = typeof rippleChains.$inferSelect;
export type RippleNodeRow = typeof rippleNodes.$inferSelect;
