import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StoryPage, StoryStatus } from '@common/schemas/stories';
import { api } from '@/lib/api-client';

export type StoryFilter = StoryStatus | 'all';

/** GET /api/stories?status= (admin): stories of one status, or of every status, newest first. */
export function getAdminStories(filter: StoryFilter, cursor?: string | null) {
  const q = new URLSearchParams({ sortBy: 'recent', limit: '20' });
  if (filter !== 'all') q.set('status', filter);
  if (cursor) q.set('cursor', cursor);
  return api<StoryPage>(`/api/stories?${q}`);
}

export const adminStoriesQuery = (filter: StoryFilter) =>
  infiniteQueryOptions({
    queryKey: ['/api/stories', 'admin', filter],
    queryFn: ({ pageParam }) => getAdminStories(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The moderation queue of one status. */
export function useAdminStories(filter: StoryFilter) {
  return useInfiniteQuery(adminStoriesQuery(filter));
}
