import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '@common/schemas/audit';
import { api } from '@/lib/api-client';

export const AUDIT_PAGE_SIZE = 20;

/** The Audit Log tab's filters; an empty value filters nothing. */
export interface AuditFilterValues {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
}

export const NO_FILTER: AuditFilterValues = { actorId: '', action: '', targetType: '', targetId: '' };

/** GET /api/admin/audit-log?page=&…: a page of what admins did, newest first. */
export const getAuditLog = (page: number, filter: AuditFilterValues) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(AUDIT_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filter)) if (value.trim()) params.set(key, value.trim());
  return api<AuditLogPage>(`/api/admin/audit-log?${params}`);
};

export const auditLogQuery = (page: number, filter: AuditFilterValues) =>
  queryOptions({
    queryKey: ['/api/admin/audit-log', page, filter],
    queryFn: () => getAuditLog(page, filter),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(page: number, filter: AuditFilterValues) {
  return useQuery(auditLogQuery(page, filter));
}
