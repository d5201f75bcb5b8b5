import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Challenge } from '@common/schemas/challenges';
import { api } from '@/lib/api-client';

/** GET /api/challenges: every challenge, for Manage Challenges. */
export const getAllChallenges = () => api<Challenge[]>('/api/challenges');

export const allChallengesQuery = () => queryOptions({ queryKey: ['/api/challenges'], queryFn: getAllChallenges });

/** Every challenge. */
export function useAllChallenges() {
  return useQuery(allChallengesQuery());
}
