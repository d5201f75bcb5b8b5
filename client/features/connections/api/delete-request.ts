import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** DELETE /api/connections/requests/{id}: removes one of the member's requests (refused while in progress). */
export const deleteRequest = (id: number) =>
  api<MessageResponse>(`/api/connections/requests/${id}`, { method: 'DELETE' });

/** Deletes one of the member's requests. */
export function useDeleteRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteRequest,
    onSuccess: () => qc.invalidateQueries({ queryKey: connectionKeys.myRequests }),
  });
}
