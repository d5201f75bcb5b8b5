import type { AdminUserResponse, SuspendUserInput } from '@common/schemas/admin-users';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useUserAction } from './use-user-action';

/** POST /api/admin/users/{id}/suspend. */
export const suspendUser = ({ userId, ...body }: SuspendUserInput & { userId: number }) =>
  api<AdminUserResponse>(`/api/admin/users/${userId}/suspend`, { method: 'POST', body });

export const useSuspendUser = (config: MutationConfig<AdminUserResponse, SuspendUserInput & { userId: number }> = {}) =>
  useUserAction(suspendUser, config);
