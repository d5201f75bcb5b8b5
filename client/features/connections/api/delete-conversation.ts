import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** DELETE /api/connections/conversations/{id}: removes the conversation for both (kept for moderation). */
export const deleteConversation = (id: number) =>
  api<MessageResponse>(`/api/connections/conversations/${id}`, { method: 'DELETE' });

/** Removes a conversation. */
export function useDeleteConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: connectionKeys.conversations }),
        qc.invalidateQueries({ queryKey: connectionKeys.removedConversations }),
      ]),
  });
}
