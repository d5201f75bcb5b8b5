import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STORY_STATUSES } from '../../../common/schemas/stories';
import { challenges } from './challenges';
import { users } from './users';

/** Members' stories about a challenge they completed; public once an admin approves them. */
export const stories = pgTable(
  'stories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    image: text('image'),
    status: text('status', { enum: STORY_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /** The kind of contact detail the guard saw in the text (decision 053), for the admin's approval; null if none. */
    contactFlag: text('contact_flag'),
    likes: integer('likes').notNull().default(0),
    /** The story bonus this story holds (granted on approval, taken back on rejection or deletion). */
    bonusPoints: integer('bonus_points').notNull().default(0),
    /** Like points its author holds from it (credited likes minus withdrawn ones). */
    likePoints: integer('like_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stories_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('stories_counters_non_negative', sql`${t.likes} >= 0 and ${t.bonusPoints} >= 0 and ${t.likePoints} >= 0`),
    // 'Most Recent' pages by id (creation order): an exact cursor, unlike a timestamp rounded by JavaScript.
    index('stories_approved_recent_idx')
      .on(t.id.desc())
      .where(sql`${t.status} = 'approved'`),
    index('stories_approved_liked_idx')
      .on(t.likes.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved'`),
    index('stories_user_idx').on(t.userId, t.id.desc()),
    index('stories_status_idx').on(t.status, t.id.desc()),
  ],
);

/** One like per member per story; `credited` says whether it gave its author a point (the daily caps). */
export const userLikes = pgTable(
  'user_likes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** The story's author when liked, for the per-author and per-liker daily caps. */
    authorId: integer('author_id').notNull(),
    credited: boolean('credited').notNull().default(false),
    likedAt: timestamp('liked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_likes_user_story_idx').on(t.userId, t.storyId),
    index('user_likes_author_day_idx')
      .on(t.authorId, t.likedAt)
      .where(sql`${t.credited}`),
    index('user_likes_story_idx').on(t.storyId),
  ],
);

/** Comments on approved stories. */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Set when the start-up sweep found contact details in it (decision 053): shown to nobody until restored. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_story_idx').on(t.storyId, t.id),
    // The review queue reads the open reports of a member's comments (migration 0018, decision 046).
    index('comments_user_idx').on(t.userId),
  ],
);

/** Reports of a story or a comment, for the admin's review queue; they hide nothing by themselves. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type', { enum: ['story', 'comment'] }).notNull(),
    storyId: integer('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    description: text('description'),
    status: text('status', { enum: ['pending', 'reviewed', 'resolved'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_reports_target', sql`(${t.storyId} is null) <> (${t.commentId} is null)`),
    uniqueIndex('content_reports_story_once_idx').on(t.reporterId, t.storyId),
    uniqueIndex('content_reports_comment_once_idx').on(t.reporterId, t.commentId),
    index('content_reports_status_idx').on(t.status, t.id),
    // The review queue reads a group's reports by what they are about (migration 0018, decision 046).
    index('content_reports_story_idx').on(t.storyId),
    index('content_reports_comment_idx').on(t.commentId),
  ],
);
