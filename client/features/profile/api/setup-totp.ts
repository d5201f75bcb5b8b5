import { useMutation } from '@tanstack/react-query';
import type { TotpSetupInput, TotpSetupResponse } from '@common/schemas/totp';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * POST /api/user/totp/setup: with the current password, a new secret as an otpauth:// address for the QR code and as
 * text.
 */
export const setupTotp = (input: TotpSetupInput) =>
  api<TotpSetupResponse>('/api/user/totp/setup', { method: 'POST', body: input });

/** Starts enrolling an authenticator (nothing changes until the first code turns it on). */
export function useTotpSetup(config: MutationConfig<TotpSetupResponse, TotpSetupInput> = {}) {
  return useMutation({ ...config, mutationFn: setupTotp });
}
