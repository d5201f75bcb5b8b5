import { storyMessages } from '../../../../common/schemas/stories';
import type { Db } from '../../../db/client';
import { forbidden } from '../../../http-error';
import { commentBarrier, membersBlockedWith } from '../../connections/connections.service';
import type { Viewer } from '../stories.policy';

// How blocks reach story comments (decision 055); the contact-details rule stays in comments.service.ts.

/**
 * Refuses a comment from a member the team paused (an admin block from Connections), or under a story whose author
 * and the commenter have a block either way. The refusal does not say who blocked whom.
 */
export async function assertMayComment(db: Db, userId: number, storyAuthorId: number): Promise<void> {
  const barrier = await commentBarrier(db, userId, storyAuthorId);
  if (barrier === 'paused') throw forbidden(storyMessages.commentPaused);
  if (barrier === 'blocked') throw forbidden(storyMessages.commentClosed);
}

/** The authors whose comments the viewer does not see: a block either way. Guests see every comment. */
export const hiddenCommentAuthors = (db: Db, viewer: Viewer): Promise<number[]> =>
  viewer ? membersBlockedWith(db, viewer.id) : Promise.resolve([]);
