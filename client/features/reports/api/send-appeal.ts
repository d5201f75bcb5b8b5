import { useMutation } from '@tanstack/react-query';
import type { AppealInput } from '@common/schemas/moderation';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/appeals { token, text }: no sign-in needed; one appeal per decision. */
export const sendAppeal = (body: AppealInput) => api<MessageResponse>('/api/appeals', { method: 'POST', body });

export function useSendAppeal(config: MutationConfig<MessageResponse, AppealInput> = {}) {
  return useMutation({ ...config, mutationFn: sendAppeal });
}
