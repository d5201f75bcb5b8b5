import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { removeUpload } from '../uploads/uploads.service';
import { removeLikesOf } from './likes/likes.service';
import { storyImagesOf } from './posts/posts.service';

// What other parts of the product use of stories: the dashboard's 'shared a story' mark, account deletion, the
// demo content, the contact guard's sweep step, and what the reports' review needs (a story's approval, a comment's
// removal, the reports of stories and comments).

export { seedDemoStories } from './stories.demo';
export { storiedChallenges } from './posts/posts.service';
export { listContentReports, removeComment, storyCommentSweepStep } from './comments/comments.service';
export { setStoryStatus } from './approval/approval.service';

/**
 * Account deletion's step for stories (decision 017), in its transaction: the member's likes go and each liked story's
 * count goes down by one (points their likes gave stay earned); their stories and comments go with the account
 * (foreign keys). Answers the clean-up after the commit: the pictures of their stories.
 */
export async function removeMemberStoryData(tx: Db, config: AppConfig, userId: number) {
  await removeLikesOf(tx, userId);
  const images = await storyImagesOf(tx, userId);
  return async () => {
    for (const image of images) await removeUpload(config, image);
  };
}
