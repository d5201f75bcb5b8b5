import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadAnswer } from '@common/schemas/connections';
import { api } from '@/lib/api-client';
import { setUnread } from '../lib/cache';

/** POST /api/connections/conversations/{id}/read `{ messageId }`: moves my read position forward to that message. */
export const markRead = ({ conversationId, messageId }: { conversationId: number; messageId: number }) =>
  api<ReadAnswer>(`/api/connections/conversations/${conversationId}/read`, {
    method: 'POST',
    body: { messageId },
  });

/** Marks a chat read up to a message; the badge and the list take the server's new counts. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (answer, { conversationId }) => setUnread(qc, conversationId, answer.unreadCount, answer.unreadTotal),
  });
}
