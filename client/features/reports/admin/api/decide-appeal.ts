import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import type { AppealDecisionInput } from '@common/schemas/moderation';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { reloadModeration } from './invalidate';

export type DecideAppealVars = { id: number } & AppealDecisionInput;

/** POST /api/admin/appeals/{id}/decision { decision, note? }: the member is mailed the answer. */
export const decideAppeal = ({ id, ...body }: DecideAppealVars) =>
  api<MessageResponse>(`/api/admin/appeals/${id}/decision`, { method: 'POST', body });

export function useDecideAppeal(config: MutationConfig<MessageResponse, DecideAppealVars> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: decideAppeal,
    onSuccess: (...args) => {
      reloadModeration(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
