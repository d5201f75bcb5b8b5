import { showDisplayName } from '../../../../common/names';
import { challengeMessages } from '../../../../common/schemas/challenges';
import type { CompletionWithStory, Story, StoryPage } from '../../../../common/schemas/stories';
import type { StoryRow } from '../shared.queries';
import type { StoryCursor } from './posts.queries';

/** What a story answer needs besides the row: its challenge's title and its author's card. */
export interface StoryContext {
  titles: Map<number, string>;
  authors: Map<number, { id: number; displayName: string; avatar: string | null }>;
}

/**
 * A story; `withReason` (its author, an admin) adds the rejection reason, `forAdmin` the guard's contact flag
 * (decision 053).
 */
export function presentStory(row: StoryRow, ctx: StoryContext, withReason: boolean, forAdmin = false): Story {
  const author = ctx.authors.get(row.userId);
  return {
    id: row.id,
    content: row.content,
    image: row.image,
    status: row.status,
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
    challenge: { id: row.challengeId, title: ctx.titles.get(row.challengeId) ?? '' },
    author: {
      id: row.userId,
      displayName: showDisplayName(author?.displayName ?? ''),
      avatar: author?.avatar ?? null,
    },
    commentCount: Number(row.commentCount),
    ...(withReason ? { rejectionReason: row.rejectionReason } : {}),
    ...(forAdmin ? { contactFlag: row.contactFlag } : {}),
  };
}

/** The opaque cursor after a row: `r.{id}` for the newest first, `l.{likes}.{id}` for the most liked first. */
export function encodeCursor(row: StoryRow, sortBy: 'recent' | 'mostLiked'): string {
  return sortBy === 'mostLiked' ? `l.${row.likes}.${row.id}` : `r.${row.id}`;
}

/** Reads a cursor of the given order; undefined when it is not one. */
export function decodeCursor(cursor: string, sortBy: 'recent' | 'mostLiked'): StoryCursor | undefined {
  const recent = /^r\.(\d{1,10})$/.exec(cursor);
  if (recent && sortBy === 'recent') return { sortBy, id: Number(recent[1]) };
  const liked = /^l\.(\d{1,10})\.(\d{1,10})$/.exec(cursor);
  if (liked && sortBy === 'mostLiked') return { sortBy, likes: Number(liked[1]), id: Number(liked[2]) };
  return undefined;
}

/** A page of stories (rows holds one more than `limit` when another page follows). */
export function presentStoryPage(
  rows: StoryRow[],
  limit: number,
  sortBy: 'recent' | 'mostLiked',
  ctx: StoryContext,
  withReason: boolean,
  forAdmin = false,
): StoryPage {
  const page = rows.slice(0, limit);
  return {
    items: page.map((r) => presentStory(r, ctx, withReason, forAdmin)),
    nextCursor: rows.length > limit && page.length ? encodeCursor(page[page.length - 1], sortBy) : null,
  };
}

/** The answer of POST /api/challenges/complete-with-story: the completion's words and points, and the story. */
export const presentCompletionWithStory = (done: { pointsEarned: number; story: Story }): CompletionWithStory => ({
  message: challengeMessages.completed,
  pointsEarned: done.pointsEarned,
  story: done.story,
});
