import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailConfirmationResponse } from '@common/schemas/account';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/auth/resend-confirmation: a new link to the signed-in member's own address (limited per hour). */
export const resendConfirmation = () =>
  api<EmailConfirmationResponse>('/api/auth/resend-confirmation', { method: 'POST' });

/**
 * Asks for a new confirmation link. When the server finds the address confirmed already (in another browser, say),
 * it answers the member, and the cache takes it.
 */
export function useResendConfirmation(config: MutationConfig<EmailConfirmationResponse, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: resendConfirmation,
    onSuccess: (...args) => {
      const [data] = args;
      if (data.user) queryClient.setQueryData(userQueryKey, data.user);
      return config.onSuccess?.(...args);
    },
  });
}
