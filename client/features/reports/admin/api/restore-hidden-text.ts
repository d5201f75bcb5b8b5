import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { reloadModeration } from './invalidate';

/** POST /api/admin/contact-holds/{id}/restore: a text the contact sweep hid is shown again; no later sweep hides it again. */
export const restoreHiddenText = (holdId: number) =>
  api<MessageResponse>(`/api/admin/contact-holds/${holdId}/restore`, { method: 'POST' });

export function useRestoreHiddenText(config: MutationConfig<MessageResponse, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: restoreHiddenText,
    onSuccess: (...args) => {
      reloadModeration(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
