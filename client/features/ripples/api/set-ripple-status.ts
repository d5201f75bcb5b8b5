import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetStatusInput } from '@common/schemas/ripples';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { rippleSummaryKeys } from './get-ripple-summary';

type Status = SetStatusInput['status'];

/** POST /api/ripples/summary/{seedCode}/status: the owner closes the ripple to new passes, or reopens it. */
export const setRippleStatus = (seedCode: string, input: SetStatusInput) =>
  api<MessageResponse>(`/api/ripples/summary/${encodeURIComponent(seedCode)}/status`, { body: input });

/** The owner's close/reopen (with the owner's key); the ripple's summaries refresh. */
export function useSetRippleStatus(
  seedCode: string,
  key: string,
  config: MutationConfig<MessageResponse, Status> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (status: Status) => setRippleStatus(seedCode, { key, status }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: rippleSummaryKeys(seedCode) });
      return config.onSuccess?.(...args);
    },
  });
}
