import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { HelpRequest, CreateRequestInput } from './types';

/** POST /api/connections/requests: posts a new help request. */
export const createRequest = (input: CreateRequestInput) =>
  api<HelpRequest>('/api/connections/requests', { method: 'POST', body: input });

/** Posts a request; the member's list is read again. */
export function useCreateRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => qc.invalidateQueries({ queryKey: connectionKeys.myRequests }),
  });
}
