import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimResult } from '@common/schemas/rewards';
import type { CurrentUser } from '@common/schemas/users';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

export interface ClaimRewardInput {
  rewardId: number;
  email: string;
}

/** POST /api/rewards/{id}/claim: spends the points and takes one from a limited stock. */
export const claimReward = ({ rewardId, email }: ClaimRewardInput) =>
  api<ClaimResult>(`/api/rewards/${rewardId}/claim`, { method: 'POST', body: { email } });

/** Claims a reward; the points, the stock and the member's claims load again. */
export function useClaimReward(config: MutationConfig<ClaimResult, ClaimRewardInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: claimReward,
    onSuccess: (...args) => {
      const points = args[0].points;
      queryClient.setQueryData<CurrentUser | null>(userQueryKey, (u) => (u ? { ...u, points } : u));
      for (const key of ['/api/rewards', '/api/user/rewards', '/api/user/points-history', '/api/user/summary'])
        void queryClient.invalidateQueries({ queryKey: [key] });
      return config.onSuccess?.(...args);
    },
  });
}
