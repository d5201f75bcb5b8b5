import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Challenge, CreateChallengeInput } from '@common/schemas/challenges';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { reloadChallenges } from './invalidate';

/** POST /api/challenges: answers the challenge as saved. */
export const createChallenge = (values: CreateChallengeInput) =>
  api<Challenge>('/api/challenges', { method: 'POST', body: values });

/** Creates a challenge; every challenge list loads again. */
export function useCreateChallenge(config: MutationConfig<Challenge, CreateChallengeInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createChallenge,
    onSuccess: (...args) => {
      reloadChallenges(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
