import { and, eq, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stories } from '../../../db/schema';
import type { StoryStatus } from '../../../../common/schemas/stories';

// Table-qualified by hand: in a one-table select Drizzle leaves column names bare, which the subquery would misread.
const commentCount = sql<number>`(select count(*)::int from comments c where c.story_id = "stories"."id" and c.hidden_at is null)`;

const columns = {
  id: stories.id,
  userId: stories.userId,
  challengeId: stories.challengeId,
  content: stories.content,
  image: stories.image,
  status: stories.status,
  rejectionReason: stories.rejectionReason,
  contactFlag: stories.contactFlag,
  likes: stories.likes,
  createdAt: stories.createdAt,
  commentCount,
};

export interface StoryRow {
  id: number;
  userId: number;
  challengeId: number;
  content: string;
  image: string | null;
  status: StoryStatus;
  rejectionReason: string | null;
  contactFlag: string | null;
  likes: number;
  createdAt: Date;
  commentCount: number;
}

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
    .select(columns)
    .from(stories)
    .where(and(...where))
    .orderBy(...order)
    .limit(params.limit);
}

/** `column desc nulls last`, the order the stories' indexes are built in. */
const descNullsLast = (column: AnyColumn) => sql`${column} desc nulls last`;

/** One story, or none. */
export async function findStory(db: Db, id: number): Promise<StoryRow | undefined> {
  const [row] = await db.select(columns).from(stories).where(eq(stories.id, id)).limit(1);
  return row;
}

/** A story's row locked for the rest of the transaction, with the points it holds. */
export async function lockStory(db: Db, id: number) {
  const [row] = await db
    .select({
      id: stories.id,
      userId: stories.userId,
      challengeId: stories.challengeId,
      status: stories.status,
      image: stories.image,
      bonusPoints: stories.bonusPoints,
      likePoints: stories.likePoints,
      likes: stories.likes,
    })
    .from(stories)
    .where(eq(stories.id, id))
    // Not FOR UPDATE: that would wait for every row whose foreign key holds a KEY SHARE lock on the story.
    .for('no key update');
  return row;
}

export async function insertStory(
  db: Db,
  values: { userId: number; challengeId: number; content: string; image: string | null; contactFlag: string | null },
) {
  const [row] = await db.insert(stories).values(values).returning({ id: stories.id });
  return row;
}

/** Changes a story's fields (content, image, status, reason, the points it holds). */
export async function updateStory(
  db: Db,
  id: number,
  values: Partial<{
    content: string;
    contactFlag: string | null;
    image: string | null;
    status: StoryStatus;
    rejectionReason: string | null;
    bonusPoints: number;
    likePoints: number;
  }>,
): Promise<void> {
  await db
    .update(stories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(stories.id, id));
}

export async function deleteStoryRow(db: Db, id: number): Promise<void> {
  await db.delete(stories).where(eq(stories.id, id));
}

/** Whether another story of this member about this challenge holds the story bonus. */
export async function otherStoryHoldsBonus(db: Db, params: { userId: number; challengeId: number; storyId: number }) {
  const [row] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(
      and(
        eq(stories.userId, params.userId),
        eq(stories.challengeId, params.challengeId),
        sql`${stories.bonusPoints} > 0`,
        sql`${stories.id} <> ${params.storyId}`,
      ),
    )
    .limit(1);
  return !!row;
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

/**
 * The first key of the advisory lock on a member's points work (the second is the member's id). Migration 0019's
 * `story_like` takes the same lock by its number: change both together.
 */
export const MEMBER_POINTS_LOCK = 727100;

/** Serializes the points work of one member (story bonus, like caps) within a transaction. */
export async function lockMemberPoints(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${MEMBER_POINTS_LOCK}, ${userId})`);
}
