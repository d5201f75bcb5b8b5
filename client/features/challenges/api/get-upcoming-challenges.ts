import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Challenge } from '@common/schemas/challenges';

/** GET /api/challenges/upcoming: challenges that have not started yet, soonest first. */
export const getUpcomingChallenges = () => api<Challenge[]>('/api/challenges/upcoming');

export const upcomingChallengesQuery = () =>
  queryOptions({ queryKey: ['/api/challenges/upcoming'], queryFn: getUpcomingChallenges, staleTime: 5 * 60_000 });

/** Challenges still to come (the 'Coming Soon' section). */
export function useUpcomingChallenges() {
  return useQuery(upcomingChallengesQuery());
}
