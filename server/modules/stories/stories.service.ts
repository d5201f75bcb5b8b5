import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { removeImage } from '../challenges/images.service';
import { findReportsPage } from './comments/comments.queries';
import { findStoriedChallengeIds, findStoryImagesOf } from './core/core.queries';
import { removeLikesOf } from './likes/likes.queries';

// What other parts of the product use of stories: the dashboard's 'shared a story' mark, account deletion and
// the demo content.

export { seedDemoStories } from './stories.demo';
export { removeComment, storyCommentSweepStep } from './comments/comments.service';
export { setStoryStatus } from './moderation/moderation.service';

/** The challenges a member wrote a story about (any status). */
export async function storiedChallenges(db: Db, userId: number): Promise<Set<number>> {
  return new Set(await findStoriedChallengeIds(db, userId));
}

/**
 * Account deletion's step for stories (decision 017), in its transaction: the member's likes go and each liked story's
 * count goes down by one (points their likes gave stay earned); their stories and comments go with the account
 * (foreign keys). Answers the clean-up after the commit: the pictures of their stories.
 */
export async function removeMemberStoryData(tx: Db, config: AppConfig, userId: number) {
  await removeLikesOf(tx, userId);
  const images = await findStoryImagesOf(tx, userId);
  return async () => {
    for (const image of images) await removeImage(config, image);
  };
}

/**
 * Reports of stories and comments for the admin's review queue (the admin area adds the screen and its route): a
 * page, newest first, optionally of one status.
 */
export function listContentReports(
  db: Db,
  q: { status?: 'pending' | 'reviewed' | 'resolved'; page: number; pageSize: number },
) {
  return findReportsPage(db, { status: q.status, offset: (q.page - 1) * q.pageSize, limit: q.pageSize });
}
