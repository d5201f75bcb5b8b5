import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { HelpRequest, Page } from './types';

/** GET /api/connections/requests: open requests of others, newest first, one page from `cursor`. */
export function getRequests({ category, cursor }: { category?: string; cursor?: string | null }) {
  const q = new URLSearchParams();
  if (category) q.set('category', category);
  if (cursor) q.set('cursor', cursor);
  const s = q.toString();
  return api<Page<HelpRequest>>(`/api/connections/requests${s ? `?${s}` : ''}`);
}

export const requestsQuery = (category?: string) =>
  infiniteQueryOptions({
    queryKey: connectionKeys.requests(category),
    queryFn: ({ pageParam }) => getRequests({ category, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The requests list, paged by the server's cursor (Load more). */
export function useRequests(category?: string) {
  return useInfiniteQuery(requestsQuery(category));
}
