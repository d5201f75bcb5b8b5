import type { AdminUserResponse } from '@common/schemas/admin-users';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useUserAction } from './use-user-action';

/** POST /api/admin/users/{id}/unsuspend. */
export const unsuspendUser = (userId: number) =>
  api<AdminUserResponse>(`/api/admin/users/${userId}/unsuspend`, { method: 'POST' });

export const useUnsuspendUser = (config: MutationConfig<AdminUserResponse, number> = {}) =>
  useUserAction(unsuspendUser, config);
