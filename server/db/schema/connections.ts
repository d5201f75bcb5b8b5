import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Kindness Connections (part 2). Deleting an account (decision 017, issue §15): the profile, the requests, the
// blocks and the live events go with it (cascade); messages, reviews given and reports stay without the name
// (set null), reports for 180 days (forget_after).

/** A member's help profile; the date of birth is kept to tell the age band and is shown to nobody (decision 035). */
export const connectionProfiles = pgTable('connection_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  canHelp: boolean('can_help').notNull().default(false),
  needsHelp: boolean('needs_help').notNull().default(false),
  interests: text('interests')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  helpCategories: text('help_categories')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  bio: text('bio').notNull(),
  /** Set when the start-up sweep found contact details in the bio (decision 053): shown to nobody else until restored. */
  bioHiddenAt: timestamp('bio_hidden_at', { withTimezone: true }),
  preferredCommunication: text('preferred_communication')
    .array()
    .notNull()
    .default(sql`'{chat}'::text[]`),
  availableHours: text('available_hours').notNull().default('flexible'),
  isActive: boolean('is_active').notNull().default(true),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  /** Mail me about messages and accepted requests while I am away (issue §12). */
  mailWhenAway: boolean('mail_when_away').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A help request: open -> in_progress (a helper accepted) -> completed; deleted_at hides it (soft delete). */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    urgency: text('urgency').notNull().default('medium'),
    status: text('status').notNull().default('open'),
    helperId: integer('helper_id').references(() => users.id, { onDelete: 'set null' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('help_requests_status_known', sql`${t.status} in ('open', 'in_progress', 'completed', 'cancelled')`),
    check('help_requests_urgency_known', sql`${t.urgency} in ('low', 'medium', 'high')`),
    index('help_requests_open_idx')
      .on(t.id.desc())
      .where(sql`${t.status} = 'open' and ${t.deletedAt} is null`),
    index('help_requests_requester_idx').on(t.requesterId, t.id.desc()),
    index('help_requests_completed_idx')
      .on(t.completedAt)
      .where(sql`${t.status} = 'completed'`),
  ],
);

/** A one-to-one chat, opened when a helper accepts a request. */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id').references(() => helpRequests.id, { onDelete: 'set null' }),
    /** participant1: the requester; participant2: the helper. Null once that account is deleted. */
    participant1Id: integer('participant1_id').references(() => users.id, { onDelete: 'set null' }),
    participant2Id: integer('participant2_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('active'),
    /** Why it was closed (a block, a suspension, an admin): for the admin only. */
    closedReason: text('closed_reason'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('conversations_status_known', sql`${t.status} in ('active', 'completed', 'request_removed', 'closed')`),
    uniqueIndex('conversations_request_unique').on(t.requestId),
    index('conversations_p1_idx').on(t.participant1Id),
    index('conversations_p2_idx').on(t.participant2Id),
  ],
);

/** Each participant's own state in a conversation: the read position (only forward) and the last away-mail. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    /** Messages this member sent here (the trust gate counts them without reading the history). */
    sentCount: integer('sent_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is deleted ('A deleted member'). */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    messageType: text('message_type').notNull().default('text'),
    readAt: timestamp('read_at', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Looked like someone in crisis (safety/crisis.ts): for the admins' review queue only. */
    crisisFlag: boolean('crisis_flag').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_crisis_idx')
      .on(t.createdAt)
      .where(sql`${t.crisisFlag}`),
  ],
);

export const connectionReviews = pgTable(
  'connection_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    revieweeId: integer('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** Set when the start-up sweep found contact details in the comment (decision 053): the rating still counts. */
    commentHiddenAt: timestamp('comment_hidden_at', { withTimezone: true }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('connection_reviews_rating', sql`${t.rating} between 1 and 5`),
    uniqueIndex('connection_reviews_once').on(t.conversationId, t.reviewerId),
    index('connection_reviews_reviewee_idx').on(t.revieweeId, t.id.desc()),
  ],
);

export const userBlocks = pgTable(
  'user_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_blocks_pair').on(t.blockerId, t.blockedId),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/** A member's report; a reported message is copied into `evidence`, so removing it later hides nothing. */
export const connectionReports = pgTable(
  'connection_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedUserId: integer('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The names at the time of the report, for the admin after an account is gone. */
    reporterName: text('reporter_name').notNull(),
    reportedName: text('reported_name').notNull(),
    reportedContentId: integer('reported_content_id'),
    contentType: text('content_type'),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    description: text('description'),
    status: text('status').notNull().default('pending'),
    evidence: jsonb('evidence').$type<{
      messageId: number;
      senderId: number | null;
      content: string;
      createdAt: string;
    } | null>(),
    /** Set when the reporter or the reported member deletes their account: removed after this (180 days). */
    forgetAfter: timestamp('forget_after', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('connection_reports_status_known', sql`${t.status} in ('pending', 'reviewed', 'resolved')`),
    index('connection_reports_status_idx').on(t.status, t.id.desc()),
    index('connection_reports_reporter_idx').on(t.reporterId),
    index('connection_reports_reported_idx').on(t.reportedUserId),
  ],
);

/** Each member's last live-event number: its row is the lock that makes the numbers gap-free (decision 038). */
export const connectionEventCounters = pgTable('connection_event_counters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

/** A member's live events, numbered 1, 2, 3... per member; the payload holds ids only. */
export const connectionEvents = pgTable(
  'connection_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, number | string | boolean | null>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('connection_events_created_idx').on(t.createdAt)],
);

/** Who has an open event stream, on which app instance ('present'); rows not refreshed for a while are stale. */
export const connectionPresence = pgTable(
  'connection_presence',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    streams: integer('streams').notNull().default(0),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instanceId] })],
);

/**
 * A member an admin blocked from Kindness Connections (decision 042): while the row exists they cannot create a
 * profile, post, offer help or message; their conversations were closed and their requests removed at the time.
 */
export const connectionAdminBlocks = pgTable('connection_admin_blocks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The admin who blocked; null once that account is gone. */
  adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
