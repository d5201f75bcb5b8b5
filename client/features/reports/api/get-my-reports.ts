import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReportsPage } from '@common/schemas/moderation';
import { api } from '@/lib/api-client';

/** GET /api/connections/my-reports: the member's own reports, newest first, with status and outcome. */
export const getMyReports = () => api<MyReportsPage>('/api/connections/my-reports');

export const myReportsQuery = () => queryOptions({ queryKey: ['/api/connections/my-reports'], queryFn: getMyReports });

/** The member's reports (the first page: 20 newest). */
export function useMyReports() {
  return useQuery(myReportsQuery());
}
