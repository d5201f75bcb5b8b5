import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import type { TotpDisableInput } from '@common/schemas/totp';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { totpStatusKey } from './get-totp-status';

/** DELETE /api/user/totp: removes the second factor, with the current password and a code (app or recovery). */
export const disableTotp = (input: TotpDisableInput) =>
  api<MessageResponse>('/api/user/totp', { method: 'DELETE', body: input });

/** Turns the second factor off; the card's state loads again. */
export function useTotpDisable(config: MutationConfig<MessageResponse, TotpDisableInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: disableTotp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: totpStatusKey }),
  });
}
