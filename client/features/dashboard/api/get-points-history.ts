import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PointsHistoryPage } from '@common/schemas/points';
import { api } from '@/lib/api-client';

/** GET /api/user/points-history: a page of the member's points changes, newest first. */
export function getPointsHistory(cursor?: string | null) {
  const q = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return api<PointsHistoryPage>(`/api/user/points-history${q}`);
}

export const pointsHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: ['/api/user/points-history'],
    queryFn: ({ pageParam }) => getPointsHistory(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Where each of the member's points came from and went. */
export function usePointsHistory() {
  return useInfiniteQuery(pointsHistoryQuery());
}
