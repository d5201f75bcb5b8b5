import { storyMessages } from '../../../../common/schemas/stories';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http-error';
import { credit } from '../../points/points.service';
import { getKeptNumericSettings } from '../../settings/settings.service';
import { findStory } from '../shared.queries';
import {
  addLikePoints,
  deleteLikesOf,
  likeExists,
  likeInOneStatement,
  uncreditStoryLikes,
  unlikeOnce,
} from './likes.queries';

/** The admin settings a like's point obeys. */
const LIKE_CAPS = ['like_points_daily_cap_per_author', 'like_points_daily_cap_per_liker'] as const;

// Likes (part 2 §4, decision 033): once per member per story; the author gets a point per like within the daily
// caps (admin settings) and loses it on unlike; nobody likes their own story.

/** The like state of a story for a member (liked false for guests). */
export async function likeState(db: Db, storyId: number, userId: number | null) {
  const story = await findStory(db, storyId);
  if (!story || story.status !== 'approved') throw notFound(storyMessages.notFound);
  return { liked: userId ? await likeExists(db, { userId, storyId }) : false, likes: story.likes };
}

/** Whether the member likes the story (false for guests and stories nobody may see). */
export async function isLiked(db: Db, storyId: number, userId: number | null): Promise<boolean> {
  if (!userId) return false;
  return likeExists(db, { userId, storyId });
}

/**
 * POST /api/stories/{id}/like. A repeated like answers as liked and changes nothing (the unique index decides
 * between parallel ones). The author's point is credited only within the caps, counted under a lock per author so
 * parallel likes cannot pass a cap together; beyond a cap the like still counts on the story. One statement, one
 * round trip (decision 050): the caps come from the settings kept a few seconds, the rest is `story_like`.
 */
export async function likeStory(db: Db, p: { userId: number; storyId: number; fresh?: boolean }) {
  // An admin who just saved a cap applies it to their own next like, whichever instance answers (decision 069).
  const caps = await getKeptNumericSettings(db, LIKE_CAPS, p.fresh);
  const like = await likeInOneStatement(db, {
    userId: p.userId,
    storyId: p.storyId,
    perAuthor: caps.like_points_daily_cap_per_author,
    perLiker: caps.like_points_daily_cap_per_liker,
  });
  if (like.outcome === 'missing' || like.likes === null) throw notFound(storyMessages.notFound);
  if (like.outcome === 'own') throw badRequest(storyMessages.selfLike);
  return { liked: true, likes: like.likes };
}

/** DELETE /api/stories/{id}/like: the count goes down (never below 0) and a point the like gave is taken back. */
export async function unlikeStory(db: Db, p: { userId: number; storyId: number }) {
  return db.transaction(async (tx) => {
    const unliked = await unlikeOnce(tx, p);
    if (!unliked) throw notFound(storyMessages.notFound);
    if (unliked.removed && unliked.credited) {
      const taken = await credit(tx, unliked.authorId, -1, 'like_withdrawn', { type: 'story', id: p.storyId });
      if (taken && taken.applied < 0) await addLikePoints(tx, p.storyId, taken.applied);
    }
    return { liked: false, likes: unliked.likes };
  });
}

/** After a story's points were taken back (rejected or back to pending), its likes no longer hold any. */
export const stopLikePoints = (tx: Db, storyId: number) => uncreditStoryLikes(tx, storyId);

/** A leaving member's likes: each liked story's count goes down by one, then the likes go (points stay earned). */
export const removeLikesOf = (tx: Db, userId: number) => deleteLikesOf(tx, userId);
