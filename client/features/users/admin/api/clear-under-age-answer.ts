import type { AdminUserResponse, ClearUnderAgeAnswerInput } from '@common/schemas/admin-users';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useUserAction } from './use-user-action';

/** POST /api/admin/users/{id}/under-age-answer/clear. */
export const clearUnderAgeAnswer = ({ userId, ...body }: ClearUnderAgeAnswerInput & { userId: number }) =>
  api<AdminUserResponse>(`/api/admin/users/${userId}/under-age-answer/clear`, { method: 'POST', body });

export const useClearUnderAgeAnswer = (
  config: MutationConfig<AdminUserResponse, ClearUnderAgeAnswerInput & { userId: number }> = {},
) => useUserAction(clearUnderAgeAnswer, config);
