import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { HelpRequest, Page } from './types';

/** GET /api/connections/my-requests: the member's own requests, newest first. */
export function getMyRequests(cursor?: string | null) {
  return api<Page<HelpRequest>>(`/api/connections/my-requests${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
}

export const myRequestsQuery = () =>
  infiniteQueryOptions({
    queryKey: connectionKeys.myRequests,
    queryFn: ({ pageParam }) => getMyRequests(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The member's own requests. */
export function useMyRequests() {
  return useInfiniteQuery(myRequestsQuery());
}
