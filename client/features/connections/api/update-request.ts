import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { HelpRequest, UpdateRequestInput } from './types';

/** PATCH /api/connections/requests/{id}: the owner edits an open request, or marks it completed. */
export const updateRequest = ({ id, change }: { id: number; change: UpdateRequestInput }) =>
  api<HelpRequest>(`/api/connections/requests/${id}`, { method: 'PATCH', body: change });

/** Edits or completes one of the member's requests. */
export function useUpdateRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateRequest,
    onSuccess: () => qc.invalidateQueries({ queryKey: connectionKeys.myRequests }),
  });
}
