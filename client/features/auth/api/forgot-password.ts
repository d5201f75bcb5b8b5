import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@common/schemas/passwords';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/auth/forgot-password: answers the same whether the account exists or not. */
export const forgotPassword = (input: ForgotPasswordInput) =>
  api<MessageResponse>('/api/auth/forgot-password', { body: input });

/** Asks for a password reset link by e-mail. */
export function useForgotPassword(config: MutationConfig<MessageResponse, ForgotPasswordInput> = {}) {
  return useMutation({ ...config, mutationFn: forgotPassword });
}
