import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminConnectionsAnalytics } from '@common/schemas/connections-admin';
import { api } from '@/lib/api-client';
import { ADMIN_CONNECTIONS_KEY } from './keys';

/** GET /api/admin/connections/analytics: the Analytics tab's numbers and the open reports count. */
export const getConnectionsAnalytics = () => api<AdminConnectionsAnalytics>('/api/admin/connections/analytics');

export const connectionsAnalyticsQuery = () =>
  queryOptions({ queryKey: [ADMIN_CONNECTIONS_KEY, 'analytics'], queryFn: getConnectionsAnalytics });

export function useConnectionsAnalytics() {
  return useQuery(connectionsAnalyticsQuery());
}
