import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRewardInput, Reward } from '@common/schemas/rewards';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/rewards: answers the reward as saved. */
export const createReward = (values: CreateRewardInput) =>
  api<Reward>('/api/rewards', { method: 'POST', body: values });

/** Creates a reward; the rewards load again. */
export function useCreateReward(config: MutationConfig<Reward, CreateRewardInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createReward,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/rewards'] });
      return config.onSuccess?.(...args);
    },
  });
}
