import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { stories } from '../../../db/schema';

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

/**
 * The first key of the advisory lock on a member's points work (the second is the member's id). Migration 0019's
 * `story_like` takes the same lock by its number: change both together.
 */
export const MEMBER_POINTS_LOCK = 727100;

/** Serializes the points work of one member (story bonus, like caps) within a transaction. */
export async function lockMemberPoints(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${MEMBER_POINTS_LOCK}, ${userId})`);
}
