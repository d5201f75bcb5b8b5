import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClaimedRewardsPage } from '@common/schemas/rewards';
import { api } from '@/lib/api-client';

export const CLAIMS_PAGE_SIZE = 20;

/** GET /api/admin/claimed-rewards?page=: a page of every member's claims, newest first. */
export const getClaimedRewards = (page: number) =>
  api<AdminClaimedRewardsPage>(
    `/api/admin/claimed-rewards?${new URLSearchParams({ page: String(page), pageSize: String(CLAIMS_PAGE_SIZE) })}`,
  );

export const claimedRewardsQuery = (page: number) =>
  queryOptions({
    queryKey: ['/api/admin/claimed-rewards', page],
    queryFn: () => getClaimedRewards(page),
    placeholderData: keepPreviousData,
  });

/** One page of the claimed rewards. */
export function useClaimedRewards(page: number) {
  return useQuery(claimedRewardsQuery(page));
}
