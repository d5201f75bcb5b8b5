import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reward, UpdateRewardInput } from '@common/schemas/rewards';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export interface RewardChange {
  id: number;
  values: UpdateRewardInput;
}

/** PATCH /api/rewards/{id}: answers the reward as saved. */
export const updateReward = ({ id, values }: RewardChange) =>
  api<Reward>(`/api/rewards/${id}`, { method: 'PATCH', body: values });

/** Edits a reward; the rewards load again. */
export function useUpdateReward(config: MutationConfig<Reward, RewardChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateReward,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/rewards'] });
      return config.onSuccess?.(...args);
    },
  });
}
