import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Challenge } from '@common/schemas/challenges';

/** GET /api/challenges/recent: challenges that ended lately, newest first. */
export const getRecentChallenges = () => api<Challenge[]>('/api/challenges/recent');

export const recentChallengesQuery = () =>
  queryOptions({ queryKey: ['/api/challenges/recent'], queryFn: getRecentChallenges, staleTime: 5 * 60_000 });

/** Challenges that ended lately (the 'Additional Challenges' carousel). */
export function useRecentChallenges() {
  return useQuery(recentChallengesQuery());
}
