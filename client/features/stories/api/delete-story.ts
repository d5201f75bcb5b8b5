import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

/** DELETE /api/stories/{id} (its author, or an admin). */
export const deleteStory = (id: number) => api<MessageResponse>(`/api/stories/${id}`, { method: 'DELETE' });

/** Deletes a story; the lists that held it and the member's points load again. */
export function useDeleteStory(config: MutationConfig<MessageResponse, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteStory,
    onSuccess: (...args) => {
      for (const key of ['/api/user/stories', '/api/stories', userQueryKey[0], '/api/user/summary'])
        void queryClient.invalidateQueries({ queryKey: [key] });
      return config.onSuccess?.(...args);
    },
  });
}
