import { desc, eq, sql } from 'drizzle-orm';
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
      comment: connectionReviews.comment,
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
