import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { Message, Page } from './types';

/**
 * GET /api/connections/conversations/{id}/messages: the newest page first; `cursor` (sent as `before`) asks for the page before it.
 * Each page's items are oldest first.
 */
export function getMessages(id: number, cursor?: string | null) {
  const q = cursor ? `?before=${encodeURIComponent(cursor)}` : '';
  return api<Page<Message>>(`/api/connections/conversations/${id}/messages${q}`);
}

export const messagesQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: connectionKeys.messages(id),
    queryFn: ({ pageParam }) => getMessages(id, pageParam),
    initialPageParam: null as string | null,
    // The pages go backwards in time: the "next" page is the earlier one.
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The chat's messages, paged backwards (load earlier). */
export function useMessages(id: number) {
  return useInfiniteQuery(messagesQuery(id));
}

/** The messages of every loaded page, oldest first, each once. */
export function flattenMessages(pages: Page<Message>[] | undefined): Message[] {
  const seen = new Set<number>();
  const out: Message[] = [];
  for (const page of [...(pages ?? [])].reverse()) {
    for (const m of page.items) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out.sort((a, b) => a.id - b.id);
}
