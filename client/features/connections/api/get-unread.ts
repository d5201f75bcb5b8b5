import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadTotal } from '@common/schemas/connections';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** GET /api/connections/unread: the total of unread messages, for the header badge. */
export const getUnread = () => api<UnreadTotal>('/api/connections/unread');

export const unreadQuery = () => queryOptions({ queryKey: connectionKeys.unread, queryFn: getUnread });

/** The header badge's number; the event stream keeps it current. */
export function useUnreadTotal(enabled = true) {
  return useQuery({ ...unreadQuery(), enabled, select: (a) => a.unreadTotal });
}
