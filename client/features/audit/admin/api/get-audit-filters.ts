import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogFilters } from '@common/schemas/audit';
import { api } from '@/lib/api-client';

/** GET /api/admin/audit-log/filters: the admins, actions and target kinds to choose from. */
export const getAuditFilters = () => api<AuditLogFilters>('/api/admin/audit-log/filters');

export const auditFiltersQuery = () =>
  queryOptions({ queryKey: ['/api/admin/audit-log/filters'], queryFn: getAuditFilters });

/** The Audit Log tab's filter choices. */
export function useAuditFilters() {
  return useQuery(auditFiltersQuery());
}
