import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailInput, EmailConfirmationResponse } from '@common/schemas/account';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/auth/confirm-email: spends the link's token; answers the member when it is this browser's own account. */
export const confirmEmail = (input: ConfirmEmailInput) =>
  api<EmailConfirmationResponse>('/api/auth/confirm-email', { body: input });

/** Confirms the address of a link; when it is the signed-in member's own, the cached member is updated (the banner goes). */
export function useConfirmEmail(config: MutationConfig<EmailConfirmationResponse, ConfirmEmailInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: confirmEmail,
    onSuccess: (...args) => {
      const [data] = args;
      if (data.user) queryClient.setQueryData(userQueryKey, data.user);
      return config.onSuccess?.(...args);
    },
  });
}
