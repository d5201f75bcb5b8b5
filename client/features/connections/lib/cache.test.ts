import { InfiniteQueryObserver, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '@common/schemas/connections';
import { createQueryClient } from '@/lib/query-client';
import { connectionKeys } from '../api/keys';
import type { Page } from '../api/types';
import { chatMessage, conversation } from '../test/fixtures';
import { applyConnectionEvent, loadedConversations, type ConversationPages } from './cache';

/** The list as loaded pages: each argument is one page's conversation ids. */
const listOf = (...pages: number[][]): ConversationPages => ({
  pages: pages.map((ids, i) => ({
    items: ids.map((id) => conversation({ id })),
    nextCursor: i < pages.length - 1 ? `c${i}` : null,
  })),
  pageParams: pages.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});
const listIds = (qc: ReturnType<typeof createQueryClient>) =>
  qc.getQueryData<ConversationPages>(connectionKeys.conversations)?.pages.map((p) => p.items.map((c) => c.id));

describe('live events in the query cache', () => {
  it('puts a new message into its open chat once and moves its conversation to the top', () => {
    const qc = createQueryClient();
    const pages: InfiniteData<Page<Message>, string | null> = {
      pages: [{ items: [chatMessage(1, 11, 'hi')], nextCursor: null }],
      pageParams: [null],
    };
    qc.setQueryData(connectionKeys.messages(5), pages);
    qc.setQueryData(connectionKeys.conversations, listOf([4], [6, 5]));
    const event = { type: 'message' as const, conversationId: 5, message: chatMessage(2, 11, 'again') };
    applyConnectionEvent(qc, event);
    applyConnectionEvent(qc, event);
    const after = qc.getQueryData<typeof pages>(connectionKeys.messages(5));
    expect(after?.pages[0].items.map((m) => m.id)).toEqual([1, 2]);
    // From a later page to the top of the first, once; the later page keeps its cursor.
    expect(listIds(qc)).toEqual([[5, 4], [6]]);
    const list = loadedConversations(qc.getQueryData<ConversationPages>(connectionKeys.conversations));
    expect(list[0]?.lastMessageAt).toBe(event.message.createdAt);
    expect(qc.getQueryData<ConversationPages>(connectionKeys.conversations)?.pageParams).toEqual([null, 'c0']);
  });

  it('takes unread counts for the list, the chat and the header badge', () => {
    const qc = createQueryClient();
    qc.setQueryData(connectionKeys.conversations, listOf([4], [5]));
    qc.setQueryData(connectionKeys.conversation(5), conversation({ id: 5 }));
    applyConnectionEvent(qc, { type: 'unread', conversationId: 5, unreadCount: 2, unreadTotal: 4 });
    const list = loadedConversations(qc.getQueryData<ConversationPages>(connectionKeys.conversations));
    expect(list.map((c) => c.unreadCount)).toEqual([0, 2]);
    expect(qc.getQueryData<Conversation>(connectionKeys.conversation(5))?.unreadCount).toBe(2);
    expect(qc.getQueryData(connectionKeys.unread)).toEqual({ unreadTotal: 4 });
  });

  const slowChat = (qc: ReturnType<typeof createQueryClient>) => {
    const server = { items: [chatMessage(1, 11, 'hi')], calls: 0, release: () => {} };
    const observer = new InfiniteQueryObserver(qc, {
      queryKey: connectionKeys.messages(5),
      queryFn: async () => {
        server.calls += 1;
        const snapshot = [...server.items];
        // The first read is slow: it answers with what the server had when it started.
        if (server.calls === 1) await new Promise<void>((r) => (server.release = r));
        return { items: snapshot, nextCursor: null };
      },
      initialPageParam: null as string | null,
      getNextPageParam: () => undefined,
    });
    return { server, observer };
  };
  const idsIn = (qc: ReturnType<typeof createQueryClient>) =>
    qc.getQueryData<InfiniteData<Page<Message>>>(connectionKeys.messages(5))?.pages[0].items.map((m) => m.id);

  it('reads a chat again when a message arrives during a read, so the older answer cannot hide it', async () => {
    for (const firstRead of [true, false]) {
      const qc = createQueryClient();
      if (!firstRead)
        qc.setQueryData(connectionKeys.messages(5), {
          pages: [{ items: [chatMessage(1, 11, 'hi')], nextCursor: null }],
          pageParams: [null],
        });
      const { server, observer } = slowChat(qc);
      const unsubscribe = observer.subscribe(() => {});
      if (!firstRead) void observer.refetch();
      await vi.waitFor(() => expect(server.calls).toBe(1));
      server.items = [...server.items, chatMessage(2, 11, 'again')];
      applyConnectionEvent(qc, { type: 'message', conversationId: 5, message: chatMessage(2, 11, 'again') });
      server.release();
      await vi.waitFor(() => expect(idsIn(qc), `first read: ${firstRead}`).toEqual([1, 2]));
      await vi.waitFor(() => expect(qc.isFetching()).toBe(0));
      expect(idsIn(qc)).toEqual([1, 2]);
      unsubscribe();
    }
  });

  it('drops a removed conversation from the list', () => {
    const qc = createQueryClient();
    qc.setQueryData(connectionKeys.conversations, listOf([6], [5, 7]));
    applyConnectionEvent(qc, { type: 'conversation', conversationId: 5, status: 'closed', removed: true });
    expect(listIds(qc)).toEqual([[6], [7]]);
  });
});
