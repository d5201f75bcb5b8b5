import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { STORY_PAGE_SIZE, type StoryPage } from '@common/schemas/stories';
import { api } from '@/lib/api-client';

export type StorySort = 'recent' | 'mostLiked';

/** GET /api/stories?status=approved&sortBy=…: one page of approved stories (10), `cursor` to continue. */
export function getApprovedStories(sortBy: StorySort, cursor?: string | null) {
  const q = new URLSearchParams({ status: 'approved', sortBy, limit: String(STORY_PAGE_SIZE) });
  if (cursor) q.set('cursor', cursor);
  return api<StoryPage>(`/api/stories?${q}`);
}

export const approvedStoriesQuery = (sortBy: StorySort) =>
  infiniteQueryOptions({
    queryKey: ['/api/stories', 'approved', sortBy],
    queryFn: ({ pageParam }) => getApprovedStories(sortBy, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The approved stories in the chosen order, a page at a time. */
export function useApprovedStories(sortBy: StorySort) {
  return useInfiniteQuery(approvedStoriesQuery(sortBy));
}
