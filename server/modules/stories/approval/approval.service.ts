import { storyMessages, type StoryStatus } from '../../../../common/schemas/stories';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http-error';
import { recordAdminAction } from '../../audit/audit.service';
import { getChallenge, storyBonusOwed, recordStoryBonus } from '../../challenges/challenges.service';
import { credit } from '../../points/points.service';
import { findMemberById, mailAccount } from '../../users/users.service';
import { stopLikePoints } from '../likes/likes.service';
import { takeBackStoryPoints } from '../posts/posts.service';
import { lockStory, updateStory } from '../shared.queries';
import { lockMemberPoints, otherStoryHoldsBonus } from './approval.queries';
import { storyApprovedMail, storyRejectedMail } from '../stories.mails';

/**
 * Pays the story bonus for a story just approved, in the caller's transaction, unless it already holds it or another
 * story of the member about the same challenge does (once per member per challenge). A completion whose earlier
 * story was removed pays only what that removal took back (decision 059). Answers the points paid.
 */
export async function grantStoryBonus(
  tx: Db,
  story: { id: number; userId: number; challengeId: number; bonusPoints: number },
  bonusPoints: number,
): Promise<number> {
  if (story.bonusPoints > 0 || bonusPoints <= 0) return 0;
  await lockMemberPoints(tx, story.userId);
  if (await otherStoryHoldsBonus(tx, { userId: story.userId, challengeId: story.challengeId, storyId: story.id }))
    return 0;
  const owed = await storyBonusOwed(tx, story.userId, story.challengeId, bonusPoints);
  if (owed <= 0) return 0;
  const credited = await credit(tx, story.userId, owed, 'story_approved', { type: 'story', id: story.id });
  const paid = credited?.applied ?? 0;
  if (paid > 0) {
    await updateStory(tx, story.id, { bonusPoints: paid });
    await recordStoryBonus(tx, story.userId, story.challengeId, paid);
  }
  return paid;
}

/**
 * PATCH /api/stories/{id}/status (admin), in one transaction with its audit row:
 * - approved: public; the challenge's story bonus is credited unless another story of the member about the same
 *   challenge holds it (once per member per challenge); the author is mailed;
 * - rejected (a reason is required) or back to pending: hidden; what an approved story gave is taken back, its likes
 *   stop counting as points; a rejection mails the author the reason.
 */
export async function setStoryStatus(
  db: Db,
  p: {
    actor: { id: number };
    storyId: number;
    status: StoryStatus;
    reason?: string;
    clientKey: string | null;
    publicUrl: string;
  },
) {
  await db.transaction(async (tx) => {
    const story = await lockStory(tx, p.storyId);
    if (!story) throw notFound(storyMessages.notFound);
    const challenge = await getChallenge(tx, story.challengeId);
    const author = await findMemberById(tx, story.userId);
    let bonus = 0;
    if (p.status === 'approved') {
      await updateStory(tx, story.id, { status: 'approved', rejectionReason: null });
      if (story.status !== 'approved') bonus = await grantStoryBonus(tx, story, challenge.bonusPoints);
    } else {
      if (story.status === 'approved') {
        await takeBackStoryPoints(tx, story);
        await stopLikePoints(tx, story.id);
      }
      await updateStory(tx, story.id, {
        status: p.status,
        rejectionReason: p.status === 'rejected' ? (p.reason ?? null) : null,
      });
    }
    await recordAdminAction(
      tx,
      p.actor,
      `story.${p.status === 'approved' ? 'approve' : p.status === 'rejected' ? 'reject' : 'pend'}`,
      { type: 'story', id: story.id },
      { from: story.status, to: p.status, ...(p.reason ? { reason: p.reason } : {}), bonus },
      p.clientKey,
    );
    const changed = story.status !== p.status;
    if (author && changed && p.status !== 'pending') {
      const common = { publicUrl: p.publicUrl, challengeTitle: challenge.title };
      await mailAccount(
        tx,
        author,
        p.status === 'approved'
          ? storyApprovedMail({ ...common, bonus })
          : storyRejectedMail({ ...common, reason: p.reason ?? '' }),
      );
    }
  });
}
