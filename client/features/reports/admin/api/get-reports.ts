import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReportsPage, ReportKind, ReportStatus } from '@common/schemas/moderation';
import { api } from '@/lib/api-client';

export const REPORTS_PAGE_SIZE = 20;

export interface ReportsFilter {
  kind?: ReportKind;
  status?: ReportStatus;
  page: number;
}

/** GET /api/admin/reports?kind=&status=&page=: reports of every kind (or one), newest first. */
export const getReports = ({ kind, status, page }: ReportsFilter) => {
  const q = new URLSearchParams({ page: String(page), pageSize: String(REPORTS_PAGE_SIZE) });
  if (kind) q.set('kind', kind);
  if (status) q.set('status', status);
  return api<AdminReportsPage>(`/api/admin/reports?${q}`);
};

export const reportsQuery = (filter: ReportsFilter) =>
  queryOptions({
    queryKey: ['/api/admin/reports', filter],
    queryFn: () => getReports(filter),
    placeholderData: keepPreviousData,
  });

export function useReports(filter: ReportsFilter) {
  return useQuery(reportsQuery(filter));
}
