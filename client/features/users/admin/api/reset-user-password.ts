import type { ResetUserPasswordInput } from '@common/schemas/admin-users';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useUserAction } from './use-user-action';

/** POST /api/admin/reset-user-password: the member's sessions end and they get a mail. */
export const resetUserPassword = (body: ResetUserPasswordInput) =>
  api<MessageResponse>('/api/admin/reset-user-password', { method: 'POST', body });

export const useResetUserPassword = (config: MutationConfig<MessageResponse, ResetUserPasswordInput> = {}) =>
  useUserAction(resetUserPassword, config);
