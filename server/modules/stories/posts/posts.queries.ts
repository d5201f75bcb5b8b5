import { and, eq, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stories } from '../../../db/schema';
import type { StoryStatus } from '../../../../common/schemas/stories';
import { storyColumns, type StoryRow } from '../shared.queries';

/** Where a page continues: after this id ('recent'), or after these likes and id ('mostLiked'). */
export type StoryCursor = { sortBy: 'recent'; id: number } | { sortBy: 'mostLiked'; likes: number; id: number };

/**
 * One page of stories (one more row than `limit`, to know whether another follows), filtered by status and/or
 * author, newest first or most liked first; each order has its partial index for approved stories.
 */
export function findStoryPage(
  db: Db,
  params: {
    status?: StoryStatus;
    userId?: number;
    sortBy: 'recent' | 'mostLiked';
    after?: StoryCursor;
    limit: number;
  },
): Promise<StoryRow[]> {
  const where: (SQL | undefined)[] = [
    params.status ? eq(stories.status, params.status) : undefined,
    params.userId ? eq(stories.userId, params.userId) : undefined,
  ];
  const after = params.after;
  // A row comparison, not `likes < x or (likes = x and id < y)`: PostgreSQL starts the index scan at the cursor
  // (an index condition) instead of reading and filtering every row before it (docs/performance.md).
  if (after?.sortBy === 'mostLiked') where.push(sql`(${stories.likes}, ${stories.id}) < (${after.likes}, ${after.id})`);
  else if (after) where.push(lt(stories.id, after.id));
  // In the partial indexes' own order (`desc nulls last`): plain `desc` means `nulls first` to PostgreSQL, which
  // then could not walk the index and sorted every approved story on each page (docs/performance.md).
  const order =
    params.sortBy === 'mostLiked'
      ? [descNullsLast(stories.likes), descNullsLast(stories.id)]
      : [descNullsLast(stories.id)];
  return db
    .select(storyColumns)
    .from(stories)
    .where(and(...where))
    .orderBy(...order)
    .limit(params.limit);
}

/** `column desc nulls last`, the order the stories' indexes are built in. */
const descNullsLast = (column: AnyColumn) => sql`${column} desc nulls last`;

export async function deleteStoryRow(db: Db, id: number): Promise<void> {
  await db.delete(stories).where(eq(stories.id, id));
}

/** The challenges a member wrote a story about. */
export async function findStoriedChallengeIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ challengeId: stories.challengeId })
    .from(stories)
    .where(eq(stories.userId, userId));
  return rows.map((r) => r.challengeId);
}

/** The pictures of a member's stories (removed with their account). */
export async function findStoryImagesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ image: stories.image }).from(stories).where(eq(stories.userId, userId));
  return rows.flatMap((r) => (r.image ? [r.image] : []));
}
