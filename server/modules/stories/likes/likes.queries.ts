import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stories, userLikes } from '../../../db/schema';
import { MEMBER_POINTS_LOCK } from '../core/core.queries';

/** Rows of a raw statement, on either driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What a like's first statement found and did. */
export interface LikeOutcome {
  /** The story's author and status (none when the story does not exist). */
  authorId: number;
  status: string;
  /** The count after this like (or as it was when nothing changed). */
  likes: number;
  /** The new like's id, or null when the member already liked it or may not like it. */
  likeId: number | null;
}

/**
 * A like in one statement: locks the story (FOR NO KEY UPDATE, so a moderation waits for it or is seen by it),
 * records the like unless the story is not public, is the member's own or is already liked (the unique index decides
 * between parallel ones), adds one to the count, and, for a new like, takes the author's points lock, so the cap
 * count that follows (in a later statement, with a snapshot taken after the lock) sees every earlier credit.
 * Answers undefined for a missing story.
 */
export async function likeOnce(db: Db, p: { userId: number; storyId: number }): Promise<LikeOutcome | undefined> {
  const result = await db.execute(sql`
    with s as (
      select id, user_id, status, likes from stories where id = ${p.storyId} for no key update
    ), ins as (
      insert into user_likes (user_id, story_id, author_id)
      select ${p.userId}, s.id, s.user_id from s where s.status = 'approved' and s.user_id <> ${p.userId}
      on conflict (user_id, story_id) do nothing
      returning id
    ), bumped as (
      update stories set likes = stories.likes + 1 from ins where stories.id = ${p.storyId} returning stories.likes
    ), author_lock as (
      select pg_advisory_xact_lock(${MEMBER_POINTS_LOCK}, s.user_id) from s, ins
    )
    select s.user_id as "authorId", s.status, coalesce((select likes from bumped), s.likes) as likes,
           (select id from ins) as "likeId", (select count(*) from author_lock) as locked
    from s`);
  const [row] = rowsOf<LikeOutcome>(result);
  return row && { ...row, likes: Number(row.likes), likeId: row.likeId === null ? null : Number(row.likeId) };
}

/**
 * Marks a new like as giving its author a point, and adds it to the points the story holds, only while the author's
 * like points of today (UTC) stay under both caps (from everyone, and from this liker). Run under the author's points
 * lock (likeOnce) in a statement of its own. Answers whether it did.
 */
export async function markCreditedWithinCaps(
  db: Db,
  p: { likeId: number; storyId: number; authorId: number; likerId: number; perAuthor: number; perLiker: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    with counts as (
      select count(*) as by_all, count(*) filter (where user_id = ${p.likerId}) as by_liker
      from user_likes
      where author_id = ${p.authorId} and credited
        and liked_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'
    ), marked as (
      update user_likes set credited = true
      where id = ${p.likeId}
        and (select by_all from counts) < ${p.perAuthor} and (select by_liker from counts) < ${p.perLiker}
      returning id
    ), held as (
      update stories set like_points = like_points + 1 from marked where stories.id = ${p.storyId} returning stories.id
    )
    select (select count(*) from marked)::int as marked, (select count(*) from held)::int as held`);
  const [row] = rowsOf<{ marked: number }>(result);
  return Number(row?.marked ?? 0) > 0;
}

/** Undoes markCreditedWithinCaps when the point could not be credited after all (the author is gone). */
export async function unmarkCredited(db: Db, p: { likeId: number; storyId: number }): Promise<void> {
  await db.update(userLikes).set({ credited: false }).where(eq(userLikes.id, p.likeId));
  await addLikePoints(db, p.storyId, -1);
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
export async function removeLikesOf(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    update stories set likes = greatest(likes - 1, 0)
    where id in (select story_id from user_likes where user_id = ${userId})`);
  await db.delete(userLikes).where(eq(userLikes.userId, userId));
}
