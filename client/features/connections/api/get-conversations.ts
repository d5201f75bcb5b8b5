import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { Conversation, Page } from './types';

/** Which conversations a list shows: the live ones, or those removed in the last 30 days (read-only). */
export type ConversationFilter = 'current' | 'removed';

/**
 * GET /api/connections/conversations: one page of the member's conversations, newest activity first, with unread
 * counts, from `cursor` (the previous page's nextCursor); `filter=removed` for the removed ones.
 */
export function getConversations(cursor?: string | null, filter: ConversationFilter = 'current') {
  const query = new URLSearchParams();
  if (cursor) query.set('cursor', cursor);
  if (filter === 'removed') query.set('filter', 'removed');
  const qs = query.toString();
  return api<Page<Conversation>>(`/api/connections/conversations${qs ? `?${qs}` : ''}`);
}

export const conversationsQuery = (filter: ConversationFilter = 'current') =>
  infiniteQueryOptions({
    queryKey: filter === 'removed' ? connectionKeys.removedConversations : connectionKeys.conversations,
    queryFn: ({ pageParam }) => getConversations(pageParam, filter),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The member's conversations, paged by the server's cursor (Load more); the event stream keeps them current. */
export function useConversations(enabled = true, filter: ConversationFilter = 'current') {
  return useInfiniteQuery({ ...conversationsQuery(filter), enabled });
}
