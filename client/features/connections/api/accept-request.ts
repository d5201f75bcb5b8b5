import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestAccepted } from '@common/schemas/connections';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';

/** POST /api/connections/requests/{id}/accept: offers help; 201 with the new conversation, 409 when someone was first. */
export const acceptRequest = (id: number) =>
  api<RequestAccepted>(`/api/connections/requests/${id}/accept`, { method: 'POST', body: {} });

/** Accepts a request; the lists are read again (it leaves the open list, a conversation appears). */
export function useAcceptRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: acceptRequest,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: connectionKeys.requestsAll }),
        qc.invalidateQueries({ queryKey: connectionKeys.conversations }),
      ]),
  });
}
