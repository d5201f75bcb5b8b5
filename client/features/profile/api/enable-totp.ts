import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TotpEnabledResponse, TotpEnableInput } from '@common/schemas/totp';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { totpStatusKey } from './get-totp-status';

/** POST /api/user/totp/enable: the first code turns it on and answers the recovery codes (shown once). */
export const enableTotp = (input: TotpEnableInput) =>
  api<TotpEnabledResponse>('/api/user/totp/enable', { body: input });

/** Turns the second factor on; the card's state loads again. */
export function useTotpEnable(config: MutationConfig<TotpEnabledResponse, TotpEnableInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: enableTotp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: totpStatusKey }),
  });
}
