import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMessagePage } from '@common/schemas/connections-admin';
import { api } from '@/lib/api-client';
import { ADMIN_CONNECTIONS_KEY, pageQuery } from './keys';

/** The dialog shows up to this many messages, oldest first. */
export const ADMIN_MESSAGES_PAGE = 200;

/** GET /api/admin/connections/conversations/{id}/messages: a conversation's messages with names and crisis flags. */
export const getAdminMessages = (conversationId: number) =>
  api<AdminMessagePage>(
    `/api/admin/connections/conversations/${conversationId}/messages?${pageQuery(1, {}, ADMIN_MESSAGES_PAGE)}`,
  );

export const adminMessagesQuery = (conversationId: number) =>
  queryOptions({
    queryKey: [ADMIN_CONNECTIONS_KEY, 'messages', conversationId],
    queryFn: () => getAdminMessages(conversationId),
  });

export function useAdminMessages(conversationId: number) {
  return useQuery(adminMessagesQuery(conversationId));
}
