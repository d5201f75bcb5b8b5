import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@common/schemas/passwords';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import { forgetMember } from '@/lib/sign-out';
import type { MutationConfig } from '@/lib/query-client';
import { verifyResetTokenKey } from './verify-reset-token';

/** POST /api/auth/reset-password. */
export const resetPassword = (input: ResetPasswordInput) =>
  api<MessageResponse>('/api/auth/reset-password', { body: input });

/** Sets the new password; the server ends every session of the account, so the cache forgets the member. */
export function useResetPassword(config: MutationConfig<MessageResponse, ResetPasswordInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: resetPassword,
    onSuccess: (...args) => {
      // This browser's session ended too: forget the member it remembered, or 'Login with New Password' would
      // find a signed-in user on /auth and be sent away from it.
      forgetMember(queryClient, [verifyResetTokenKey]);
      return config.onSuccess?.(...args);
    },
  });
}
