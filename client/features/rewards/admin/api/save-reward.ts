import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRewardInput, Reward, UpdateRewardInput } from '@common/schemas/rewards';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type SaveRewardInput = { id: null; values: CreateRewardInput } | { id: number; values: UpdateRewardInput };

/** POST /api/rewards (new) or PATCH /api/rewards/{id} (edit); answers the reward as saved. */
export const saveReward = ({ id, values }: SaveRewardInput) =>
  id === null
    ? api<Reward>('/api/rewards', { method: 'POST', body: values })
    : api<Reward>(`/api/rewards/${id}`, { method: 'PATCH', body: values });

/** Creates or edits a reward; the rewards load again. */
export function useSaveReward(config: MutationConfig<Reward, SaveRewardInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveReward,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/rewards'] });
      return config.onSuccess?.(...args);
    },
  });
}
