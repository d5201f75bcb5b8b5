import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CurrentChallenge } from '@common/schemas/challenges';

/** GET /api/challenges/current: the challenge running now, or null. */
export const getCurrentChallenge = () => api<CurrentChallenge>('/api/challenges/current');

export const currentChallengeQuery = () =>
  queryOptions({
    queryKey: ['/api/challenges/current'],
    queryFn: getCurrentChallenge,
    // The spec: challenges stay fresh for 5 minutes.
    staleTime: 5 * 60_000,
  });

/** The current challenge (null when none runs). */
export function useCurrentChallenge() {
  return useQuery(currentChallengeQuery());
}
