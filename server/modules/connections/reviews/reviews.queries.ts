import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { connectionReviews } from '../../../db/schema';

/** Stores a review once per reviewer and conversation; answers the new row, or undefined when there was one. */
export async function insertReview(
  tx: Db,
  v: { reviewerId: number; revieweeId: number; conversationId: number; rating: number; comment: string | null },
) {
  const [row] = await tx
    .insert(connectionReviews)
    .values(v)
    .onConflictDoNothing()
    .returning({ id: connectionReviews.id });
  return row;
}

/** The reviews a member received: average, count and the latest few. */
export async function reviewsOf(db: Db, userId: number, latest: number) {
  const [stats] = await db
    .select({
      average: sql<string | null>`avg(${connectionReviews.rating})`,
      count: sql<number>`count(*)::int`,
    })
    .from(connectionReviews)
    .where(eq(connectionReviews.revieweeId, userId));
  const rows = await db
    .select({
      id: connectionReviews.id,
      rating: connectionReviews.rating,
      // A comment the sweep hid (decision 053) is not shown; the rating still counts.
      comment: sql<
        string | null
      >`case when ${connectionReviews.commentHiddenAt} is null then ${connectionReviews.comment} end`,
      createdAt: connectionReviews.createdAt,
    })
    .from(connectionReviews)
    .where(eq(connectionReviews.revieweeId, userId))
    .orderBy(desc(connectionReviews.id))
    .limit(latest);
  return {
    average: stats?.average === null || stats?.average === undefined ? null : Number(stats.average),
    count: stats?.count ?? 0,
    rows,
  };
}

/** The sweep's read: review comments after `afterId` not hidden yet, by id. */
export async function scanReviewComments(db: Db, p: { afterId: number; limit: number }) {
  const rows = await db
    .select({ id: connectionReviews.id, memberId: connectionReviews.reviewerId, text: connectionReviews.comment })
    .from(connectionReviews)
    .where(
      and(
        gt(connectionReviews.id, p.afterId),
        isNotNull(connectionReviews.comment),
        isNull(connectionReviews.commentHiddenAt),
      ),
    )
    .orderBy(asc(connectionReviews.id))
    .limit(p.limit);
  return rows.map((r) => ({ ...r, text: r.text ?? '' }));
}

/** Hides a review's comment (`at`), shows it again (null), or, with `clear`, removes the comment (the rating stays). */
export async function setReviewCommentHidden(db: Db, id: number, at: Date | null, clear = false) {
  await db
    .update(connectionReviews)
    .set({ commentHiddenAt: at, ...(clear ? { comment: null } : {}) })
    .where(eq(connectionReviews.id, id));
}
