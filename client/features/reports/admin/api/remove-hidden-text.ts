import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { reloadModeration } from './invalidate';

/** POST /api/admin/contact-holds/{id}/remove: a text the contact sweep hid is its text taken away for good. */
export const removeHiddenText = (holdId: number) =>
  api<MessageResponse>(`/api/admin/contact-holds/${holdId}/remove`, { method: 'POST' });

export function useRemoveHiddenText(config: MutationConfig<MessageResponse, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: removeHiddenText,
    onSuccess: (...args) => {
      reloadModeration(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
