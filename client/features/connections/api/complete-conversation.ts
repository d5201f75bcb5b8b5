import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteInput, Conversation } from '@common/schemas/connections';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** POST /api/connections/conversations/{id}/complete: the requester completes the request with a review. */
export const completeConversation = ({ conversationId, ...body }: CompleteInput & { conversationId: number }) =>
  api<Conversation>(`/api/connections/conversations/${conversationId}/complete`, { method: 'POST', body });

/** Completes the request; the conversation and the lists are read again. */
export function useCompleteConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: completeConversation,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: connectionKeys.conversations }),
        qc.invalidateQueries({ queryKey: connectionKeys.myRequests }),
      ]),
  });
}
