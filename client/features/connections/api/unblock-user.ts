import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** DELETE /api/connections/blocks/{userId}: undoes a block. */
export const unblockUser = (userId: number) =>
  api<MessageResponse>(`/api/connections/blocks/${userId}`, { method: 'DELETE' });

/** Undoes a block. */
export function useUnblockUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: () => qc.invalidateQueries({ queryKey: connectionKeys.blocks }),
  });
}
