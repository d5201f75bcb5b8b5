import { storyMessages } from '../../../../common/schemas/stories';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http-error';
import { credit } from '../../points/points.service';
import { getNumericSettings } from '../../settings/settings.service';
import { findStory, lockMemberPoints, lockStory } from '../core/core.queries';
import {
  addLikePoints,
  bumpLikes,
  creditedToday,
  deleteLike,
  insertLike,
  likeExists,
  markCredited,
} from './likes.queries';

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
 * parallel likes cannot pass a cap together; beyond a cap the like still counts on the story.
 */
export async function likeStory(db: Db, p: { userId: number; storyId: number }) {
  return db.transaction(async (tx) => {
    // Locked first: a moderation of the story waits for this like, or this like sees its outcome.
    const story = await lockStory(tx, p.storyId);
    if (!story || story.status !== 'approved') throw notFound(storyMessages.notFound);
    if (story.userId === p.userId) throw badRequest(storyMessages.selfLike);
    const like = await insertLike(tx, { userId: p.userId, storyId: story.id, authorId: story.userId });
    if (!like) return { liked: true, likes: story.likes };
    const likes = await bumpLikes(tx, story.id, 1);
    await lockMemberPoints(tx, story.userId);
    const caps = await getNumericSettings(tx, ['like_points_daily_cap_per_author', 'like_points_daily_cap_per_liker']);
    const today = await creditedToday(tx, { authorId: story.userId, likerId: p.userId });
    if (today.byAll < caps.like_points_daily_cap_per_author && today.byLiker < caps.like_points_daily_cap_per_liker) {
      const credited = await credit(tx, story.userId, 1, 'like_received', { type: 'story', id: story.id });
      if (credited && credited.applied > 0) {
        await markCredited(tx, like.id);
        await addLikePoints(tx, story.id, credited.applied);
      }
    }
    return { liked: true, likes };
  });
}

/** DELETE /api/stories/{id}/like: the count goes down (never below 0) and a point the like gave is taken back. */
export async function unlikeStory(db: Db, p: { userId: number; storyId: number }) {
  return db.transaction(async (tx) => {
    const story = await lockStory(tx, p.storyId);
    if (!story) throw notFound(storyMessages.notFound);
    const removed = await deleteLike(tx, p);
    if (!removed) return { liked: false, likes: story.likes };
    const likes = await bumpLikes(tx, story.id, -1);
    if (removed.credited) {
      const taken = await credit(tx, story.userId, -1, 'like_withdrawn', { type: 'story', id: story.id });
      if (taken && taken.applied < 0) await addLikePoints(tx, story.id, taken.applied);
    }
    return { liked: false, likes };
  });
}
