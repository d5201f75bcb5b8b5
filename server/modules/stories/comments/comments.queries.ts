import { and, asc, count, desc, eq, gt, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { comments, contentReports } from '../../../db/schema';

const columns = {
  id: comments.id,
  storyId: comments.storyId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
};

export type CommentRow = { id: number; storyId: number; userId: number; content: string; createdAt: Date };

/**
 * A story's comments, oldest first, after `afterId` (one more than `limit` to know whether more follow), without
 * those by the `hidden` authors.
 */
export function findComments(
  db: Db,
  p: { storyId: number; afterId?: number; limit: number; hidden?: number[] },
): Promise<CommentRow[]> {
  return db
    .select(columns)
    .from(comments)
    .where(
      and(
        eq(comments.storyId, p.storyId),
        isNull(comments.hiddenAt),
        p.afterId ? gt(comments.id, p.afterId) : undefined,
        p.hidden?.length ? notInArray(comments.userId, p.hidden) : undefined,
      ),
    )
    .orderBy(asc(comments.id))
    .limit(p.limit);
}

/** The texts of a member's latest comments under one story, oldest first (what the guard reads with a new one). */
export async function findLatestCommentTexts(db: Db, p: { storyId: number; userId: number; limit: number }) {
  const rows = await db
    .select({ content: comments.content })
    .from(comments)
    .where(and(eq(comments.storyId, p.storyId), eq(comments.userId, p.userId)))
    .orderBy(desc(comments.id))
    .limit(p.limit);
  return rows.map((r) => r.content).reverse();
}

/** The sweep's read: comments after `afterId` not hidden yet, by id. */
export function scanComments(db: Db, p: { afterId: number; limit: number }) {
  return db
    .select({ id: comments.id, memberId: comments.userId, text: comments.content })
    .from(comments)
    .where(and(gt(comments.id, p.afterId), isNull(comments.hiddenAt)))
    .orderBy(asc(comments.id))
    .limit(p.limit);
}

/** Hides a comment from everyone (`at`), or shows it again (null). */
export async function setCommentHidden(db: Db, id: number, at: Date | null) {
  await db.update(comments).set({ hiddenAt: at }).where(eq(comments.id, id));
}

export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  const [row] = await db.select(columns).from(comments).where(eq(comments.id, id)).limit(1);
  return row;
}

export async function insertComment(db: Db, values: { storyId: number; userId: number; content: string }) {
  const [row] = await db.insert(comments).values(values).returning(columns);
  return row;
}

export async function deleteComment(db: Db, id: number): Promise<void> {
  await db.delete(comments).where(eq(comments.id, id));
}

/** Stores a report unless this member already reported this story or comment. */
export async function insertReport(
  db: Db,
  values: {
    reporterId: number;
    contentType: 'story' | 'comment';
    storyId: number | null;
    commentId: number | null;
    reason: string;
    description: string | null;
  },
): Promise<void> {
  await db.insert(contentReports).values(values).onConflictDoNothing();
}

/** A page of reports for the admin's review queue, newest first, and how many there are. */
export async function findReportsPage(
  db: Db,
  p: { status?: 'pending' | 'reviewed' | 'resolved'; offset: number; limit: number },
) {
  const where = p.status ? eq(contentReports.status, p.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contentReports.id,
        reporterId: contentReports.reporterId,
        contentType: contentReports.contentType,
        storyId: contentReports.storyId,
        commentId: contentReports.commentId,
        reason: contentReports.reason,
        description: contentReports.description,
        status: contentReports.status,
        createdAt: contentReports.createdAt,
      })
      .from(contentReports)
      .where(where)
      .orderBy(desc(contentReports.id))
      .offset(p.offset)
      .limit(p.limit),
    db.select({ n: count() }).from(contentReports).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
