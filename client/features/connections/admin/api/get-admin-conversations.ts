import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminConversationPage } from '@common/schemas/connections-admin';
import { api } from '@/lib/api-client';
import { ADMIN_CONNECTIONS_KEY, pageQuery } from './keys';

/** GET /api/admin/connections/conversations?page=&status=: every conversation, newest first. */
export const getAdminConversations = (page: number, status?: string) =>
  api<AdminConversationPage>(`/api/admin/connections/conversations?${pageQuery(page, { status })}`);

export const adminConversationsQuery = (page: number, status?: string) =>
  queryOptions({
    queryKey: [ADMIN_CONNECTIONS_KEY, 'conversations', page, status ?? ''],
    queryFn: () => getAdminConversations(page, status),
    placeholderData: keepPreviousData,
  });

export function useAdminConversations(page: number, status?: string) {
  return useQuery(adminConversationsQuery(page, status));
}
