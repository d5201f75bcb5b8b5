import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSummary } from '@common/schemas/points';
import { api } from '@/lib/api-client';

/** GET /api/user/summary: the numbers of the dashboard's profile card. */
export const getUserSummary = () => api<UserSummary>('/api/user/summary');

export const userSummaryQuery = () => queryOptions({ queryKey: ['/api/user/summary'], queryFn: getUserSummary });

/** The member's points, completions, points earned and rewards claimed. */
export function useUserSummary() {
  return useQuery(userSummaryQuery());
}
