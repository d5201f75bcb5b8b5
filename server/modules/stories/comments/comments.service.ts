import { storyMessages } from '../../../../common/schemas/stories';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http-error';
import { recordAdminAction } from '../../audit/audit.service';
import { refuseContactDetails, type ContactSweepStep } from '../../contact-guard/contact-guard.service';
import { findMembersByIds } from '../../users/users.service';
import { canSeeStory, type Viewer } from '../stories.policy';
import { findStory } from '../shared.queries';
import {
  deleteComment,
  findComment,
  findComments,
  findLatestCommentTexts,
  findReportsPage,
  insertComment,
  insertReport,
  scanComments,
  setCommentHidden,
  type CommentRow,
} from './comments.queries';
import { assertMayComment, hiddenCommentAuthors } from './comments.policy';

/** How many of the author's earlier comments under the story the guard reads with a new one (decision 053). */
const EARLIER_COMMENTS = 5;

/** The story a comment call is about, as the viewer may see it (404 otherwise). */
async function visibleStory(db: Db, storyId: number, viewer: Viewer) {
  const story = await findStory(db, storyId);
  if (!story || !canSeeStory(story, viewer)) throw notFound(storyMessages.notFound);
  return story;
}

/** The authors' cards of some comments. */
export async function commentAuthors(db: Db, rows: CommentRow[]) {
  return new Map(
    (
      await findMembersByIds(
        db,
        rows.map((r) => r.userId),
      )
    ).map((a) => [a.id, a]),
  );
}

/** GET /api/stories/{id}/comments: oldest first, paged by id. */
export async function listComments(db: Db, p: { storyId: number; viewer: Viewer; afterId?: number; limit: number }) {
  await visibleStory(db, p.storyId, p.viewer);
  const hidden = await hiddenCommentAuthors(db, p.viewer);
  const rows = await findComments(db, { storyId: p.storyId, afterId: p.afterId, limit: p.limit + 1, hidden });
  return { rows, authors: await commentAuthors(db, rows) };
}

/**
 * POST /api/stories/{id}/comments: on an approved story, without contact information (part 2 §5), read together with
 * the author's last comments under the story (a number split over several).
 */
export async function addComment(db: Db, p: { storyId: number; userId: number; content: string; now: Date }) {
  const story = await findStory(db, p.storyId);
  if (!story || story.status !== 'approved') throw notFound(storyMessages.notFound);
  await assertMayComment(db, p.userId, story.userId);
  const earlier = await findLatestCommentTexts(db, { storyId: story.id, userId: p.userId, limit: EARLIER_COMMENTS });
  await refuseContactDetails(db, {
    memberId: p.userId,
    door: 'story_comment',
    fields: { content: p.content },
    earlier,
    now: p.now,
  });
  const row = await insertComment(db, { storyId: story.id, userId: p.userId, content: p.content });
  return { row, authors: await commentAuthors(db, [row]) };
}

/** DELETE /api/comments/{id}: its author, or an admin (audited). Anyone else gets the 404 a missing one gets. */
export async function removeComment(
  db: Db,
  p: { commentId: number; viewer: NonNullable<Viewer>; clientKey: string | null },
) {
  await db.transaction(async (tx) => {
    const comment = await findComment(tx, p.commentId);
    const own = comment?.userId === p.viewer.id;
    if (!comment || (!own && p.viewer.role !== 'admin')) throw notFound(storyMessages.commentNotFound);
    await deleteComment(tx, comment.id);
    if (!own)
      await recordAdminAction(
        tx,
        p.viewer,
        'comment.delete',
        { type: 'comment', id: comment.id },
        { storyId: comment.storyId, authorId: comment.userId },
        p.clientKey,
      );
  });
}

/** POST /api/stories/{id}/report: stored for the admin's queue; hides nothing. A repeat changes nothing. */
export async function reportStory(
  db: Db,
  p: { storyId: number; viewer: NonNullable<Viewer>; reason: string; description?: string },
) {
  const story = await visibleStory(db, p.storyId, p.viewer);
  await insertReport(db, {
    reporterId: p.viewer.id,
    contentType: 'story',
    storyId: story.id,
    commentId: null,
    reason: p.reason,
    description: p.description || null,
  });
}

/** POST /api/comments/{id}/report: the same for a comment of a story the member can see. */
export async function reportComment(
  db: Db,
  p: { commentId: number; viewer: NonNullable<Viewer>; reason: string; description?: string },
) {
  const comment = await findComment(db, p.commentId);
  if (!comment) throw notFound(storyMessages.commentNotFound);
  await visibleStory(db, comment.storyId, p.viewer).catch(() => {
    throw notFound(storyMessages.commentNotFound);
  });
  await insertReport(db, {
    reporterId: p.viewer.id,
    contentType: 'comment',
    storyId: null,
    commentId: comment.id,
    reason: p.reason,
    description: p.description || null,
  });
}

/** The start-up sweep's step for story comments (decision 053): a hidden comment is shown to nobody until restored. */
export const storyCommentSweepStep: ContactSweepStep = {
  target: 'story_comment',
  scan: scanComments,
  hide: (db, id, now) => setCommentHidden(db, id, now),
  restore: (db, id) => setCommentHidden(db, id, null),
  remove: (db, id) => deleteComment(db, id),
};

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
