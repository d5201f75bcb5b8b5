import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import type {
  SecondFactorInput,
  TotpEnableInput,
  TotpEnabledResponse,
  TotpSetupResponse,
  TotpStatus,
} from '@common/schemas/totp';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

const statusKey = ['/api/user/totp'] as const;

/** GET /api/user/totp: whether the admin's account has a second factor, and the recovery codes left. */
export function useTotpStatus() {
  return useQuery({ queryKey: statusKey, queryFn: () => api<TotpStatus>('/api/user/totp') });
}

/** POST /api/user/totp/setup: a new secret, as an otpauth:// address for the QR code and as text. */
export function useTotpSetup(config: MutationConfig<TotpSetupResponse, void> = {}) {
  return useMutation({
    ...config,
    mutationFn: () => api<TotpSetupResponse>('/api/user/totp/setup', { method: 'POST', body: {} }),
  });
}

/** POST /api/user/totp/enable: the first code turns it on and answers the recovery codes (shown once). */
export function useTotpEnable(config: MutationConfig<TotpEnabledResponse, TotpEnableInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (input: TotpEnableInput) => api<TotpEnabledResponse>('/api/user/totp/enable', { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

/** DELETE /api/user/totp: removes the second factor, with a code from the app or a recovery code. */
export function useTotpDisable(config: MutationConfig<MessageResponse, SecondFactorInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (input: SecondFactorInput) => api<MessageResponse>('/api/user/totp', { method: 'DELETE', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
