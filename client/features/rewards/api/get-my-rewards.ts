import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ClaimedReward } from '@common/schemas/rewards';

/** GET /api/user/rewards: the rewards the signed-in member claimed, newest first. */
export const getMyRewards = () => api<ClaimedReward[]>('/api/user/rewards');

export const myRewardsQuery = () => queryOptions({ queryKey: ['/api/user/rewards'], queryFn: getMyRewards });

/** The member's claimed rewards. */
export function useMyRewards() {
  return useQuery(myRewardsQuery());
}
