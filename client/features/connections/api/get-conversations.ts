import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { Conversation, Page } from './types';

/**
 * GET /api/connections/conversations: one page of the member's conversations, newest activity first, with unread
 * counts, from `cursor` (the previous page's nextCursor).
 */
export function getConversations(cursor?: string | null): Promise<Page<Conversation>> {
  return api<Page<Conversation>>(
    `/api/connections/conversations${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );
}

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: connectionKeys.conversations,
    queryFn: ({ pageParam }) => getConversations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The member's conversations, paged by the server's cursor (Load more); the event stream keeps them current. */
export function useConversations(enabled = true) {
  return useInfiniteQuery({ ...conversationsQuery(), enabled });
}
