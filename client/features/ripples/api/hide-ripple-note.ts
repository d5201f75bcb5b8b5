import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HideNodeInput } from '@common/schemas/ripples';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { rippleSummaryKeys } from './get-ripple-summary';

/** POST /api/ripples/summary/{seedCode}/nodes/{nodeId}/hide: the owner hides a note, or shows it again. */
export const hideRippleNote = (seedCode: string, nodeId: string, input: HideNodeInput) =>
  api<MessageResponse>(
    `/api/ripples/summary/${encodeURIComponent(seedCode)}/nodes/${encodeURIComponent(nodeId)}/hide`,
    {
      body: input,
    },
  );

export interface HideNote {
  nodeId: string;
  hidden: boolean;
}

/** The owner's hide/show of one note (with the owner's key); the ripple's summaries refresh. */
export function useHideRippleNote(
  seedCode: string,
  key: string,
  config: MutationConfig<MessageResponse, HideNote> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ nodeId, hidden }: HideNote) => hideRippleNote(seedCode, nodeId, { key, hidden }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: rippleSummaryKeys(seedCode) });
      return config.onSuccess?.(...args);
    },
  });
}
