import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Reward } from '@common/schemas/rewards';

/** GET /api/rewards: every reward on offer. */
export const getRewards = () => api<Reward[]>('/api/rewards');

export const rewardsQuery = () => queryOptions({ queryKey: ['/api/rewards'], queryFn: getRewards });

/** The rewards on offer. */
export function useRewards() {
  return useQuery(rewardsQuery());
}
