import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { reloadModeration } from './invalidate';

/** POST /api/admin/crisis-messages/{id}/handled: the flagged message leaves the queue. */
export const markCrisisHandled = (messageId: number) =>
  api<MessageResponse>(`/api/admin/crisis-messages/${messageId}/handled`, { method: 'POST' });

export function useMarkCrisisHandled(config: MutationConfig<MessageResponse, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: markCrisisHandled,
    onSuccess: (...args) => {
      reloadModeration(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
