import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Challenge, UpdateChallengeInput } from '@common/schemas/challenges';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { reloadChallenges } from './invalidate';

export interface ChallengeChange {
  id: number;
  values: UpdateChallengeInput;
}

/** PATCH /api/challenges/{id}: answers the challenge as saved. */
export const updateChallenge = ({ id, values }: ChallengeChange) =>
  api<Challenge>(`/api/challenges/${id}`, { method: 'PATCH', body: values });

/** Edits a challenge; every challenge list loads again. */
export function useUpdateChallenge(config: MutationConfig<Challenge, ChallengeChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateChallenge,
    onSuccess: (...args) => {
      reloadChallenges(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
