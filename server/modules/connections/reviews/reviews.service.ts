import type { Db } from '../../../db/client';
import type { ContactSweepStep } from '../../contact-guard/contact-guard.service';
import { insertReview, reviewsOf, scanReviewComments, setReviewCommentHidden } from './reviews.queries';

// Reviews after a completed request: written from the conversation (the requester's on completing, the helper's
// after it), read on the member page, removed by an admin.

/** Stores a review once per reviewer and conversation, in the caller's transaction; undefined when there was one. */
export const recordReview = (
  tx: Db,
  v: { reviewerId: number; revieweeId: number; conversationId: number; rating: number; comment: string | null },
) => insertReview(tx, v);

/** The reviews a member received: their average, their count and the latest few (a hidden comment not shown). */
export const reviewsReceivedBy = (db: Db, userId: number, latest: number) => reviewsOf(db, userId, latest);

/** The start-up sweep's step for review comments (decision 053): a hidden comment is not shown; the rating counts. */
export const reviewCommentSweepStep: ContactSweepStep = {
  target: 'review_comment',
  scan: scanReviewComments,
  hide: (db, id, now) => setReviewCommentHidden(db, id, now),
  restore: (db, id) => setReviewCommentHidden(db, id, null),
  remove: (db, id) => setReviewCommentHidden(db, id, null, true),
};
