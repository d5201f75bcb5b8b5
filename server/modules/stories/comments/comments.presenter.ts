import { showDisplayName } from '../../../../common/names';
import type { Comment, CommentPage } from '../../../../common/schemas/stories';
import type { CommentRow } from './comments.queries';

type Authors = Map<number, { displayName: string; avatar: string | null }>;

export function presentComment(row: CommentRow, authors: Authors): Comment {
  const author = authors.get(row.userId);
  return {
    id: row.id,
    storyId: row.storyId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    author: { id: row.userId, displayName: showDisplayName(author?.displayName ?? ''), avatar: author?.avatar ?? null },
  };
}

/** A page of comments (rows holds one more than `limit` when another page follows). */
export function presentCommentPage(rows: CommentRow[], limit: number, authors: Authors): CommentPage {
  const items = rows.slice(0, limit);
  return {
    items: items.map((r) => presentComment(r, authors)),
    nextCursor: rows.length > limit && items.length ? String(items[items.length - 1].id) : null,
  };
}
