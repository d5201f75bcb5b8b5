import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRequestPage } from '@common/schemas/connections-admin';
import { api } from '@/lib/api-client';
import { ADMIN_CONNECTIONS_KEY, pageQuery } from './keys';

/** GET /api/admin/connections/requests?page=&status=: every help request, newest first. */
export const getAdminRequests = (page: number, status?: string) =>
  api<AdminRequestPage>(`/api/admin/connections/requests?${pageQuery(page, { status })}`);

export const adminRequestsQuery = (page: number, status?: string) =>
  queryOptions({
    queryKey: [ADMIN_CONNECTIONS_KEY, 'requests', page, status ?? ''],
    queryFn: () => getAdminRequests(page, status),
    placeholderData: keepPreviousData,
  });

export function useAdminRequests(page: number, status?: string) {
  return useQuery(adminRequestsQuery(page, status));
}
