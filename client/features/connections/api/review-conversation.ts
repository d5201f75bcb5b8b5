import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** POST /api/connections/conversations/{id}/review: the helper's one review of the requester, after completion. */
export const reviewConversation = ({
  conversationId,
  ...body
}: {
  conversationId: number;
  rating: number;
  comment?: string;
}) => api<unknown>(`/api/connections/conversations/${conversationId}/review`, { method: 'POST', body });

/** Leaves the helper's review. */
export function useReviewConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reviewConversation,
    onSuccess: (_a, v) => qc.invalidateQueries({ queryKey: connectionKeys.conversation(v.conversationId) }),
  });
}
