import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { runPrepared } from '../../../db/prepared';
import { stories, userLikes } from '../../../db/schema';

/** Rows of a raw statement, on either driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What a like came to (the outcomes of `story_like`, migration 0019). */
export type LikeOutcome = 'missing' | 'own' | 'liked' | 'created';

/**
 * A whole like as one statement, the database function `story_like` of migration 0019 (decision 050): it locks the
 * story (FOR NO KEY UPDATE, so a moderation waits for the like or is seen by it), refuses the author's own like,
 * answers 'liked' for a repeat, then takes the author's points lock (MEMBER_POINTS_LOCK) and, with a fresh
 * snapshot, counts the author's credited likes of today (UTC) against both caps; the like is recorded (the unique
 * index decides between parallel ones), counted on the story, and credited a point through the ledger's
 * `points_credit` while the caps allow. Answers the outcome and the story's count (none for 'missing').
 */
export async function likeInOneStatement(
  db: Db,
  p: { userId: number; storyId: number; perAuthor: number; perLiker: number },
): Promise<{ outcome: LikeOutcome; likes: number | null }> {
  const [row] = await runPrepared<{ outcome: LikeOutcome; likes: number | null }>(
    db,
    'story_like',
    sql`select outcome, like_count as likes
        from story_like(${p.userId}::integer, ${p.storyId}::integer, ${p.perAuthor}::integer, ${p.perLiker}::integer)`,
  );
  return { outcome: row?.outcome ?? 'missing', likes: row?.likes == null ? null : Number(row.likes) };
}

/**
 * An unlike in one statement: locks the story, removes the member's like and takes one off the count (never below
 * 0). Answers the author, the count, whether a like was removed and whether it had given its author a point; none
 * for a missing story.
 */
export async function unlikeOnce(db: Db, p: { userId: number; storyId: number }) {
  const result = await db.execute(sql`
    with s as (
      select id, user_id, likes from stories where id = ${p.storyId} for no key update
    ), del as (
      delete from user_likes using s where user_likes.user_id = ${p.userId} and user_likes.story_id = s.id
      returning user_likes.credited
    ), bumped as (
      update stories set likes = greatest(stories.likes - 1, 0) from del where stories.id = ${p.storyId}
      returning stories.likes
    )
    select s.user_id as "authorId", coalesce((select likes from bumped), s.likes) as likes,
           (select count(*) from del)::int as removed, coalesce((select bool_or(credited) from del), false) as credited
    from s`);
  const [row] = rowsOf<{ authorId: number; likes: number; removed: number; credited: boolean }>(result);
  return (
    row && {
      authorId: Number(row.authorId),
      likes: Number(row.likes),
      removed: Number(row.removed) > 0,
      credited: row.credited === true,
    }
  );
}

/** Whether the member likes the story. */
export async function likeExists(db: Db, p: { userId: number; storyId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: userLikes.id })
    .from(userLikes)
    .where(and(eq(userLikes.userId, p.userId), eq(userLikes.storyId, p.storyId)))
    .limit(1);
  return !!row;
}

/** Adds to the like points a story holds (never below 0). */
export async function addLikePoints(db: Db, storyId: number, by: number): Promise<void> {
  await db
    .update(stories)
    .set({ likePoints: sql`greatest(${stories.likePoints} + ${by}, 0)` })
    .where(eq(stories.id, storyId));
}

/** After a story's points were taken back, its likes no longer hold any (an unlike takes nothing more). */
export async function uncreditStoryLikes(db: Db, storyId: number): Promise<void> {
  await db.update(userLikes).set({ credited: false }).where(eq(userLikes.storyId, storyId));
}

/** A leaving member's likes: each liked story's count goes down by one, then the likes go (points stay earned). */
export async function deleteLikesOf(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    update stories set likes = greatest(likes - 1, 0)
    where id in (select story_id from user_likes where user_id = ${userId})`);
  await db.delete(userLikes).where(eq(userLikes.userId, userId));
}
