import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StorySaved } from '@common/schemas/stories';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { reloadModeration } from './invalidate';

/** PATCH /api/stories/{id}/status { status: 'approved' } from the queue (rejecting, with its reason, is in Story Approval). */
export const approveStory = (storyId: number) =>
  api<StorySaved>(`/api/stories/${storyId}/status`, { method: 'PATCH', body: { status: 'approved' } });

export function useApproveStory(config: MutationConfig<StorySaved, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: approveStory,
    onSuccess: (...args) => {
      reloadModeration(queryClient);
      void queryClient.invalidateQueries({ queryKey: ['/api/stories'] });
      return config.onSuccess?.(...args);
    },
  });
}
