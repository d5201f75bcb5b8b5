import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { Conversation } from './types';

/** GET /api/connections/conversations/{id}: one conversation (participants only; anyone else gets 404). */
export const getConversation = (id: number) => api<Conversation>(`/api/connections/conversations/${id}`);

export const conversationQuery = (id: number) =>
  queryOptions({ queryKey: connectionKeys.conversation(id), queryFn: () => getConversation(id) });

/** One conversation. */
export function useConversation(id: number) {
  return useQuery(conversationQuery(id));
}
