import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { Conversation, Page } from './types';

/**
 * GET /api/connections/conversations: the member's conversations, newest activity first, with unread counts. One
 * page of the largest size the server gives (100): the list, the chat and the live events share it as one array.
 */
export async function getConversations(): Promise<Conversation[]> {
  const answer = await api<Conversation[] | Page<Conversation>>('/api/connections/conversations?limit=100');
  return Array.isArray(answer) ? answer : answer.items;
}

export const conversationsQuery = () =>
  queryOptions({ queryKey: connectionKeys.conversations, queryFn: getConversations });

/** The member's conversations; the event stream keeps them current (no polling). */
export function useConversations(enabled = true) {
  return useQuery({ ...conversationsQuery(), enabled });
}
