import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '@common/schemas/stats';
import { STATS_STALE_MS } from '@/config/ui-timings';
import { api } from '@/lib/api-client';

/** GET /api/stats: total kind acts and Kindness Ambassadors. */
export const getStats = () => api<StatsResponse>('/api/stats');

/** The site totals' query: key, fetcher, and how long an answer stays fresh. */
export const statsQuery = () =>
  queryOptions({ queryKey: ['/api/stats'], queryFn: getStats, staleTime: STATS_STALE_MS });

/** The site totals, fresh for 5 minutes. */
export function useStats() {
  return useQuery(statsQuery());
}
