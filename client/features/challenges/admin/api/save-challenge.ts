import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Challenge, CreateChallengeInput, UpdateChallengeInput } from '@common/schemas/challenges';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type SaveChallengeInput =
  { id: null; values: CreateChallengeInput } | { id: number; values: UpdateChallengeInput };

/** POST /api/challenges (new) or PATCH /api/challenges/{id} (edit); answers the challenge as saved. */
export const saveChallenge = ({ id, values }: SaveChallengeInput) =>
  id === null
    ? api<Challenge>('/api/challenges', { method: 'POST', body: values })
    : api<Challenge>(`/api/challenges/${id}`, { method: 'PATCH', body: values });

/** Creates or edits a challenge; every challenge list loads again. */
export function useSaveChallenge(config: MutationConfig<Challenge, SaveChallengeInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveChallenge,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/challenges') });
      return config.onSuccess?.(...args);
    },
  });
}
