import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompletedChallenge } from '@common/schemas/challenges';
import { api } from '@/lib/api-client';

/** GET /api/user/completedChallenges: what the signed-in member has completed. */
export const getMyCompletions = () => api<CompletedChallenge[]>('/api/user/completedChallenges');

export const myCompletionsQuery = () =>
  queryOptions({ queryKey: ['/api/user/completedChallenges'], queryFn: getMyCompletions });

/** The member's completions, to tell whether the current challenge is done already. */
export function useMyCompletions(enabled = true) {
  return useQuery({ ...myCompletionsQuery(), enabled });
}
