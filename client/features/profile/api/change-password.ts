import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@common/schemas/passwords';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/user/change-password: the member's other devices are signed out. */
export const changePassword = (input: ChangePasswordInput) =>
  api<MessageResponse>('/api/user/change-password', { body: input });

/** Changes the signed-in member's password. */
export function useChangePassword(config: MutationConfig<MessageResponse, ChangePasswordInput> = {}) {
  return useMutation({ ...config, mutationFn: changePassword });
}
