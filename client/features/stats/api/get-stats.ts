import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATS_STALE_MS } from '@common/constants';
import type { StatsResponse } from '@common/schemas/stats';
import { api } from '@/lib/api-client';

/** The query for the site totals (GET /api/stats): key, fetcher, and how long an answer stays fresh. */
export const statsQuery = queryOptions({
  queryKey: ['/api/stats'],
  queryFn: () => api<StatsResponse>('/api/stats'),
  staleTime: STATS_STALE_MS,
});

/** GET /api/stats: total kind acts and Kindness Ambassadors, fresh for 5 minutes. */
export function useStats() {
  return useQuery(statsQuery);
}
