import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StorySaved, StoryStatusInput } from '@common/schemas/stories';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type SetStoryStatusInput = StoryStatusInput & { id: number };

/** PATCH /api/stories/{id}/status (admin): approve, or reject with a reason the author sees. */
export const setStoryStatus = ({ id, ...body }: SetStoryStatusInput) =>
  api<StorySaved>(`/api/stories/${id}/status`, { method: 'PATCH', body });

/** Approves or rejects a story; every story list loads again. */
export function useSetStoryStatus(config: MutationConfig<StorySaved, SetStoryStatusInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: setStoryStatus,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/stories'] });
      return config.onSuccess?.(...args);
    },
  });
}
