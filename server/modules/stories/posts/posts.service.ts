import type { z } from 'zod';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../http-error';
import { challengeMessages } from '../../../../common/schemas/challenges';
import { storyMessages, type storiesQuery } from '../../../../common/schemas/stories';
import { recordAdminAction } from '../../audit/audit.service';
import {
  challengeTitles,
  assertCompletable,
  completeInTransaction,
  forgetCurrentChallenge,
  getChallenge,
  hasCompleted,
  recordStoryBonus,
} from '../../challenges/challenges.service';
import { contactFlagOf } from '../../contact-guard/contact-guard.service';
import { credit } from '../../points/points.service';
import { removeUpload, storePicture } from '../../uploads/uploads.service';
import { findMembersByIds } from '../../users/users.service';
import { canDeleteStory, canEditStory, canSeeStory, seesReason, type Viewer } from '../stories.policy';
import { findStory, insertStory, lockStory, updateStory, type StoryRow } from '../shared.queries';
import { decodeCursor, presentStory, presentStoryPage, type StoryContext } from './posts.presenter';
import { deleteStoryRow, findStoriedChallengeIds, findStoryImagesOf, findStoryPage } from './posts.queries';

type StoriesQuery = z.output<typeof storiesQuery>;

/** The challenge titles and author cards a set of stories needs (two batched reads through their modules). */
export async function storyContext(db: Db, rows: { userId: number; challengeId: number }[]): Promise<StoryContext> {
  const [titles, authors] = await Promise.all([
    challengeTitles(
      db,
      rows.map((r) => r.challengeId),
    ),
    findMembersByIds(
      db,
      rows.map((r) => r.userId),
    ),
  ]);
  return { titles, authors: new Map(authors.map((a) => [a.id, a])) };
}

/** One story as `viewer` may see it (404 otherwise), with the reason for its author and admins. */
export async function getStory(db: Db, id: number, viewer: Viewer) {
  const row = await findStory(db, id);
  if (!row || !canSeeStory(row, viewer)) throw notFound(storyMessages.notFound);
  return presentStory(row, await storyContext(db, [row]), seesReason(row, viewer), viewer?.role === 'admin');
}

/**
 * GET /api/stories: approved stories for everyone; an admin may ask for one status or, without one, every status.
 * Paged on the server by cursor.
 */
export async function listStories(db: Db, query: StoriesQuery, viewer: Viewer) {
  const admin = viewer?.role === 'admin';
  const status = admin ? query.status : 'approved';
  return pageOf(db, { status, sortBy: query.sortBy, cursor: query.cursor, limit: query.limit }, admin, admin);
}

/** GET /api/user/stories: the member's own stories of every status, with the reason of a rejected one. */
export function listOwnStories(db: Db, userId: number, query: StoriesQuery) {
  return pageOf(db, { userId, sortBy: 'recent', cursor: query.cursor, limit: query.limit }, true);
}

async function pageOf(
  db: Db,
  p: {
    status?: StoriesQuery['status'];
    userId?: number;
    sortBy: StoriesQuery['sortBy'];
    cursor?: string;
    limit: number;
  },
  withReason: boolean,
  forAdmin = false,
) {
  const after = p.cursor === undefined ? undefined : decodeCursor(p.cursor, p.sortBy);
  if (p.cursor !== undefined && !after) throw badRequest('This list cannot continue from there. Please reload it.');
  const rows = await findStoryPage(db, { ...p, after, limit: p.limit + 1 });
  return presentStoryPage(rows, p.limit, p.sortBy, await storyContext(db, rows), withReason, forAdmin);
}

/** Stores a checked picture before the transaction; the caller removes it again if the transaction fails. */
async function withImage<T>(config: AppConfig, image: Buffer | null, fn: (path: string | null) => Promise<T>) {
  const path = image ? await storePicture(config, image, 'stories') : null;
  try {
    return await fn(path);
  } catch (err) {
    await removeUpload(config, path);
    throw err;
  }
}

/**
 * A story's text with the guard's flag (decision 053): an admin approves every story before anyone sees it, so a
 * contact detail is not refused but shown to that admin ('Possible contact details: …').
 */
const storyText = (p: { content: string }) => ({ content: p.content, contactFlag: contactFlagOf(p.content) });

/** POST /api/stories: a pending story about a challenge the member completed. */
export async function createStory(
  db: Db,
  config: AppConfig,
  p: { userId: number; challengeId: number; content: string; image: Buffer | null },
) {
  await getChallenge(db, p.challengeId);
  if (!(await hasCompleted(db, p.userId, p.challengeId)))
    throw badRequest(challengeMessages.needsCompletion, { challengeId: challengeMessages.needsCompletion });
  const id = await withImage(config, p.image, async (image) => {
    const row = await insertStory(db, { ...storyText(p), userId: p.userId, challengeId: p.challengeId, image });
    return row.id;
  });
  return getStory(db, id, { id: p.userId, role: 'member' });
}

/** POST /api/challenges/complete-with-story: the completion and the pending story in one transaction. */
export async function completeWithStory(
  db: Db,
  config: AppConfig,
  p: {
    userId: number;
    challengeId: number;
    completionDate?: string;
    content: string;
    image: Buffer | null;
    now?: Date;
  },
) {
  // Nothing is decoded for a completion that would be refused: the picture's work comes after the checks.
  if (p.image) await assertCompletable(db, p);
  const { id, pointsEarned } = await withImage(config, p.image, (image) =>
    db.transaction(async (tx) => {
      const done = await completeInTransaction(tx, p);
      const row = await insertStory(tx, { ...storyText(p), userId: p.userId, challengeId: p.challengeId, image });
      return { id: row.id, pointsEarned: done.pointsEarned };
    }),
  );
  // After the commit: the kept current challenge shows its new completed count.
  await forgetCurrentChallenge(db);
  return { pointsEarned, story: await getStory(db, id, { id: p.userId, role: 'member' }) };
}

/**
 * Whether the viewer may edit the story: 404 when it is missing or not theirs, 409 when it can no longer be edited.
 * The edit route asks before it reads the uploaded picture, so nobody else's request costs any image work; the edit
 * itself checks again under the story's lock.
 */
export async function assertCanEditStory(db: Db, viewer: NonNullable<Viewer>, storyId: number): Promise<void> {
  checkEditable(await findStory(db, storyId), viewer);
}

function checkEditable<S extends { userId: number; status: StoryRow['status'] }>(
  story: S | undefined,
  viewer: NonNullable<Viewer>,
): asserts story is S {
  if (!story || story.userId !== viewer.id) throw notFound(storyMessages.notFound);
  if (!canEditStory(story, viewer)) throw conflict(storyMessages.approvedLocked);
}

/**
 * PUT /api/stories/{id}: its author edits a pending or rejected story, which goes back to pending (the reason is
 * cleared); a new picture replaces the old one, `removeImage` drops it.
 */
export async function editStory(
  db: Db,
  config: AppConfig,
  p: { viewer: NonNullable<Viewer>; storyId: number; content: string; image: Buffer | null; removeImage?: boolean },
) {
  const old = await withImage(config, p.image, (image) =>
    db.transaction(async (tx) => {
      const story = await lockStory(tx, p.storyId);
      checkEditable(story, p.viewer);
      const replace = image !== null || p.removeImage === true;
      await updateStory(tx, story.id, {
        ...storyText(p),
        status: 'pending',
        rejectionReason: null,
        ...(replace ? { image } : {}),
      });
      return replace ? story.image : null;
    }),
  );
  await removeUpload(config, old);
  return getStory(db, p.storyId, p.viewer);
}

/**
 * Takes back what an approved story gave its author (the bonus and the like points it holds) through the ledger, in
 * the caller's transaction, as far as the balance goes; the story then holds nothing. The bonus counts as taken back
 * first, and the completion records it: a later story about it pays back only that part (decision 059).
 */
export async function takeBackStoryPoints(
  tx: Db,
  story: { id: number; userId: number; challengeId: number; bonusPoints: number; likePoints: number },
) {
  const held = story.bonusPoints + story.likePoints;
  if (held > 0) {
    const taken = await credit(tx, story.userId, -held, 'content_removed', { type: 'story', id: story.id });
    const bonusTaken = Math.min(story.bonusPoints, -(taken?.applied ?? 0));
    await recordStoryBonus(tx, story.userId, story.challengeId, -bonusTaken);
  }
  await updateStory(tx, story.id, { bonusPoints: 0, likePoints: 0 });
}

/** DELETE /api/stories/{id}: its author or an admin (audited); points it gave are taken back. */
export async function deleteStory(
  db: Db,
  config: AppConfig,
  p: { viewer: NonNullable<Viewer>; storyId: number; clientKey: string | null },
) {
  const image = await db.transaction(async (tx) => {
    const story = await lockStory(tx, p.storyId);
    if (!story || !canDeleteStory(story, p.viewer)) throw notFound(storyMessages.notFound);
    await takeBackStoryPoints(tx, story);
    await deleteStoryRow(tx, story.id);
    if (story.userId !== p.viewer.id)
      await recordAdminAction(
        tx,
        p.viewer,
        'story.delete',
        { type: 'story', id: story.id },
        { authorId: story.userId, status: story.status, pointsTakenBack: story.bonusPoints + story.likePoints },
        p.clientKey,
      );
    return story.image;
  });
  await removeUpload(config, image);
}

/** The challenges a member wrote a story about (any status). */
export async function storiedChallenges(db: Db, userId: number): Promise<Set<number>> {
  return new Set(await findStoriedChallengeIds(db, userId));
}

/** The pictures of a member's stories (removed with their account). */
export const storyImagesOf = (db: Db, userId: number) => findStoryImagesOf(db, userId);
