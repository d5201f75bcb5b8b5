import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';
import type { CompletionResult } from '@common/schemas/challenges';

export interface CompleteChallengeInput {
  challengeId: number;
  /** yyyy-mm-dd, no later than today. */
  completionDate: string;
}

/** POST /api/challenges/{id}/complete: answers the points earned. */
export const completeChallenge = ({ challengeId, completionDate }: CompleteChallengeInput) =>
  api<CompletionResult>(`/api/challenges/${challengeId}/complete`, { method: 'POST', body: { completionDate } });

/** Completes a challenge; the member's points, the challenge's count and the home statistics load again. */
export function useCompleteChallenge(config: MutationConfig<CompletionResult, CompleteChallengeInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: completeChallenge,
    onSuccess: (res, ...rest) => {
      for (const key of [
        userQueryKey[0],
        '/api/challenges/current',
        '/api/stats',
        '/api/user/completedChallenges',
        '/api/user/summary',
        '/api/user/points-history',
      ])
        void queryClient.invalidateQueries({ queryKey: [key] });
      return config.onSuccess?.(res, ...rest);
    },
  });
}
