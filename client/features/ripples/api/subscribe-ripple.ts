import { useMutation } from '@tanstack/react-query';
import type { SubscribeInput } from '@common/schemas/ripples';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * POST /api/ripples/summary/{seedCode}/subscribe: mails a confirmation link (or, to an address that already
 * follows, a note saying so).
 */
export const subscribeRipple = (seedCode: string, input: SubscribeInput) =>
  api<MessageResponse>(`/api/ripples/summary/${encodeURIComponent(seedCode)}/subscribe`, { body: input });

/** Asks for e-mail updates about the ripple `seedCode` (double opt-in). */
export function useSubscribeRipple(seedCode: string, config: MutationConfig<MessageResponse, SubscribeInput> = {}) {
  return useMutation({ ...config, mutationFn: (input: SubscribeInput) => subscribeRipple(seedCode, input) });
}
