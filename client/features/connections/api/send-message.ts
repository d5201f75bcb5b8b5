import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addMessage } from '../lib/cache';
import type { MessageSent } from './types';

/** POST /api/connections/conversations/{id}/messages `{ content }`. */
export const sendMessage = ({ conversationId, content }: { conversationId: number; content: string }) =>
  api<MessageSent>(`/api/connections/conversations/${conversationId}/messages`, {
    method: 'POST',
    body: { content },
  });

/** Sends a message; it shows in the chat at once. */
export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (sent) => {
      const { crisisSupport: _crisis, ...message } = sent;
      addMessage(qc, message);
    },
  });
}
