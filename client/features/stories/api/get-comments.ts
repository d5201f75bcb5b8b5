import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CommentPage } from '@common/schemas/stories';
import { api } from '@/lib/api-client';

export const commentsPath = (storyId: number) => `/api/stories/${storyId}/comments`;

/** GET /api/stories/{id}/comments: a page of a story's comments, oldest first. */
export function getComments(storyId: number, cursor?: string | null) {
  const q = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api<CommentPage>(`${commentsPath(storyId)}${q}`);
}

export const commentsQuery = (storyId: number) =>
  infiniteQueryOptions({
    queryKey: [commentsPath(storyId)],
    queryFn: ({ pageParam }) => getComments(storyId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** A story's comments, loaded when they are opened. */
export function useComments(storyId: number, enabled: boolean) {
  return useInfiniteQuery({ ...commentsQuery(storyId), enabled });
}
