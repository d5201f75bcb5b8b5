import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stories, userLikes } from '../../../db/schema';
import { MEMBER_POINTS_LOCK } from '../core/core.queries';

/** Rows of a raw statement, on either driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A story as a like finds it, locked. */
export interface LikeTarget {
  authorId: number;
  status: string;
  likes: number;
  /** Whether the member already likes it (as the statement's snapshot saw). */
  liked: boolean;
}

/**
 * A like's first statement: locks the story (FOR NO KEY UPDATE, so a moderation waits for the like or is seen by
 * it) and, when the member may like it and does not yet, the author's points lock, so the cap counts of the next
 * statement (its snapshot taken after the lock is held) see every earlier credit. Answers undefined for a missing
 * story.
 */
export async function lockForLike(db: Db, p: { userId: number; storyId: number }): Promise<LikeTarget | undefined> {
  const result = await db.execute(sql`
    with s as (
      select id, user_id, status, likes from stories where id = ${p.storyId} for no key update
    ), mine as (
      select 1 from user_likes where user_id = ${p.userId} and story_id = ${p.storyId}
    ), author_lock as (
      select pg_advisory_xact_lock(${MEMBER_POINTS_LOCK}, s.user_id) from s
      where s.status = 'approved' and s.user_id <> ${p.userId} and not exists (select 1 from mine)
    )
    select s.user_id as "authorId", s.status, s.likes, exists (select 1 from mine) as liked,
           (select count(*) from author_lock) as locked
    from s`);
  const [row] = rowsOf<LikeTarget>(result);
  return row && { authorId: Number(row.authorId), status: row.status, likes: Number(row.likes), liked: !!row.liked };
}

/**
 * A like's second statement, under the author's points lock: records the like (the unique index decides between
 * parallel ones: none when it lost), marked credited when the author's like points of today (UTC) are under both
 * caps (from everyone, and from this liker), and adds it to the story's count and, when credited, to the points the
 * story holds. Each row is written once. Answers the like's id, whether it is credited and the new count.
 */
export async function insertLikeWithinCaps(
  db: Db,
  p: { userId: number; storyId: number; authorId: number; perAuthor: number; perLiker: number },
): Promise<{ likeId: number; credited: boolean; likes: number } | undefined> {
  const result = await db.execute(sql`
    with counts as (
      select count(*) as by_all, count(*) filter (where user_id = ${p.userId}) as by_liker
      from user_likes
      where author_id = ${p.authorId} and credited
        and liked_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'
    ), ins as (
      insert into user_likes (user_id, story_id, author_id, credited)
      select ${p.userId}, ${p.storyId}, ${p.authorId}, c.by_all < ${p.perAuthor} and c.by_liker < ${p.perLiker}
      from counts c
      on conflict (user_id, story_id) do nothing
      returning id, credited
    ), bumped as (
      update stories
      set likes = stories.likes + 1, like_points = stories.like_points + (case when ins.credited then 1 else 0 end)
      from ins where stories.id = ${p.storyId}
      returning stories.likes
    )
    select ins.id as "likeId", ins.credited, (select likes from bumped) as likes from ins`);
  const [row] = rowsOf<{ likeId: number; credited: boolean; likes: number }>(result);
  return row && { likeId: Number(row.likeId), credited: !!row.credited, likes: Number(row.likes) };
}

/** Undoes a like's credited mark when its point could not be credited after all (the author is gone). */
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
