import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ConnectionEvent, Conversation, Message } from '@common/schemas/connections';
import { connectionKeys } from '../api/keys';
import type { Page } from '../api/types';

type MessagePages = InfiniteData<Page<Message>, string | null>;
/** The conversation list as the cache keeps it: the pages loaded so far (Load more adds one). */
export type ConversationPages = InfiniteData<Page<Conversation>, string | null>;

/** The list with `change` applied to every page's items. */
function mapConversations(
  data: ConversationPages | undefined,
  change: (items: Conversation[]) => Conversation[],
): ConversationPages | undefined {
  return data && { ...data, pages: data.pages.map((p) => ({ ...p, items: change(p.items) })) };
}

/** Every conversation loaded so far, in the list's order. */
export const loadedConversations = (data: { pages: Page<Conversation>[] } | undefined): Conversation[] =>
  data?.pages.flatMap((p) => p.items) ?? [];

/** Adds a message to the newest loaded page of a chat, once (a send's answer and the stream both bring it). */
export function addMessageToPages(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
  const [newest, ...rest] = data.pages;
  return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...rest] };
}

/**
 * A read that was already under way when an event arrived may answer with the state from before it and overwrite
 * what the event put in: such a read is started again (TanStack cancels the old one), so it includes the event.
 */
function refetchIfFetching(qc: QueryClient, queryKey: readonly unknown[]) {
  const query = qc.getQueryCache().find({ queryKey, exact: true });
  if (!query || query.state.fetchStatus !== 'fetching') return;
  if (query.state.data !== undefined) {
    void qc.invalidateQueries({ queryKey, exact: true });
    return;
  }
  // A first read is not cancelled by an invalidation: read again once it has answered.
  const stop = qc.getQueryCache().subscribe((event) => {
    if (event.query !== query || query.state.fetchStatus !== 'idle') return;
    stop();
    void qc.invalidateQueries({ queryKey, exact: true });
  });
}

/** Puts a message into its open chat and moves its conversation to the top of the list with the new time. */
export function addMessage(qc: QueryClient, message: Message) {
  qc.setQueryData<MessagePages>(connectionKeys.messages(message.conversationId), (d) => addMessageToPages(d, message));
  refetchIfFetching(qc, connectionKeys.messages(message.conversationId));
  refetchIfFetching(qc, connectionKeys.conversations);
  const data = qc.getQueryData<ConversationPages>(connectionKeys.conversations);
  const found = loadedConversations(data).find((c) => c.id === message.conversationId);
  if (!data || data.pages.length === 0 || !found) {
    void qc.invalidateQueries({ queryKey: connectionKeys.conversations, exact: true });
    return;
  }
  // To the top of the first page; the pages after it continue from their own cursors, which lie further down the
  // list, so the moved conversation never comes back from them a second time.
  const moved = { ...found, lastMessageAt: message.createdAt };
  const rest = mapConversations(data, (items) => items.filter((c) => c.id !== message.conversationId))!;
  const [first, ...after] = rest.pages;
  qc.setQueryData<ConversationPages>(connectionKeys.conversations, {
    ...rest,
    pages: [{ ...first!, items: [moved, ...first!.items] }, ...after],
  });
}

/** Takes the server's unread counts for a conversation and in total (the list, the chat and the header badge). */
export function setUnread(qc: QueryClient, conversationId: number, unreadCount: number, unreadTotal: number) {
  qc.setQueryData<ConversationPages>(connectionKeys.conversations, (data) =>
    mapConversations(data, (items) => items.map((c) => (c.id === conversationId ? { ...c, unreadCount } : c))),
  );
  qc.setQueryData<Conversation>(connectionKeys.conversation(conversationId), (c) => (c ? { ...c, unreadCount } : c));
  qc.setQueryData(connectionKeys.unread, { unreadTotal });
  refetchIfFetching(qc, connectionKeys.unread);
}

/** Reads again everything the area shows (after a reconnect, a wake-up, or a `resync` from the server). */
export function resyncConnections(qc: QueryClient) {
  return qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/connections') });
}

/** Applies one live event to the query cache, so every screen showing it updates without asking the server again. */
export function applyConnectionEvent(qc: QueryClient, event: ConnectionEvent) {
  switch (event.type) {
    case 'message':
      addMessage(qc, event.message);
      return;
    case 'unread':
      setUnread(qc, event.conversationId, event.unreadCount, event.unreadTotal);
      return;
    case 'conversation':
      if (event.removed) {
        qc.setQueryData<ConversationPages>(connectionKeys.conversations, (data) =>
          mapConversations(data, (items) => items.filter((c) => c.id !== event.conversationId)),
        );
        void qc.invalidateQueries({ queryKey: connectionKeys.removedConversations });
      }
      void qc.invalidateQueries({ queryKey: connectionKeys.conversation(event.conversationId), exact: true });
      void qc.invalidateQueries({ queryKey: connectionKeys.conversations, exact: true });
      void qc.invalidateQueries({ queryKey: connectionKeys.unread });
      return;
    case 'request':
      void qc.invalidateQueries({ queryKey: connectionKeys.myRequests });
      void qc.invalidateQueries({ queryKey: connectionKeys.requestsAll });
      return;
  }
}
