import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '@common/schemas/connections';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** POST /api/connections/conversations/{id}/review: the helper's one review of the requester, after completion. */
export const reviewConversation = ({ conversationId, ...body }: ReviewInput & { conversationId: number }) =>
  api<Review>(`/api/connections/conversations/${conversationId}/review`, { method: 'POST', body });

/** Leaves the helper's review. */
export function useReviewConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reviewConversation,
    onSuccess: (_a, v) => qc.invalidateQueries({ queryKey: connectionKeys.conversation(v.conversationId) }),
  });
}
