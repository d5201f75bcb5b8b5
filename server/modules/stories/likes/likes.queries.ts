import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stories, userLikes } from '../../../db/schema';

/** Records a like unless the member already likes the story; answers the new row's id, or none. */
export async function insertLike(db: Db, p: { userId: number; storyId: number; authorId: number }) {
  const [row] = await db
    .insert(userLikes)
    .values(p)
    .onConflictDoNothing({ target: [userLikes.userId, userLikes.storyId] })
    .returning({ id: userLikes.id });
  return row;
}

/** Removes a member's like; answers whether it gave its author a point, or none when there was no like. */
export async function deleteLike(db: Db, p: { userId: number; storyId: number }) {
  const [row] = await db
    .delete(userLikes)
    .where(and(eq(userLikes.userId, p.userId), eq(userLikes.storyId, p.storyId)))
    .returning({ credited: userLikes.credited });
  return row;
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

/** Adds `by` to a story's like count, never below 0; answers the new count. */
export async function bumpLikes(db: Db, storyId: number, by: 1 | -1): Promise<number> {
  const [row] = await db
    .update(stories)
    .set({ likes: sql`greatest(${stories.likes} + ${by}, 0)` })
    .where(eq(stories.id, storyId))
    .returning({ likes: stories.likes });
  return row?.likes ?? 0;
}

/** Adds to the like points a story holds (never below 0). */
export async function addLikePoints(db: Db, storyId: number, by: number): Promise<void> {
  await db
    .update(stories)
    .set({ likePoints: sql`greatest(${stories.likePoints} + ${by}, 0)` })
    .where(eq(stories.id, storyId));
}

/** Marks a like as having given its author a point. */
export async function markCredited(db: Db, likeId: number): Promise<void> {
  await db.update(userLikes).set({ credited: true }).where(eq(userLikes.id, likeId));
}

/** Like points an author got today (UTC), from everyone and from one liker. */
export async function creditedToday(db: Db, p: { authorId: number; likerId: number }) {
  const today = sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;
  const [all] = await db
    .select({ n: count() })
    .from(userLikes)
    .where(and(eq(userLikes.authorId, p.authorId), eq(userLikes.credited, true), gte(userLikes.likedAt, today)));
  const [mine] = await db
    .select({ n: count() })
    .from(userLikes)
    .where(
      and(
        eq(userLikes.authorId, p.authorId),
        eq(userLikes.userId, p.likerId),
        eq(userLikes.credited, true),
        gte(userLikes.likedAt, today),
      ),
    );
  return { byAll: Number(all?.n ?? 0), byLiker: Number(mine?.n ?? 0) };
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
