import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StoryPage } from '@common/schemas/stories';
import { api } from '@/lib/api-client';

/** GET /api/user/stories: a page of the signed-in member's stories (any status, with any rejection reason). */
export function getMyStories(cursor?: string | null) {
  const q = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api<StoryPage>(`/api/user/stories${q}`);
}

export const myStoriesQuery = () =>
  infiniteQueryOptions({
    queryKey: ['/api/user/stories'],
    queryFn: ({ pageParam }) => getMyStories(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Part 2 §7: refetched every 30 s, so an approval shows without a reload.
    refetchInterval: 30_000,
  });

/** The member's own stories, a page at a time. */
export function useMyStories() {
  return useInfiniteQuery(myStoriesQuery());
}
