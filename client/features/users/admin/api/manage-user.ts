import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustPointsInput,
  AdminUserResponse,
  CorrectDateOfBirthInput,
  ResetUserPasswordInput,
  SuspendUserInput,
} from '@common/schemas/admin-users';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/admin/reset-user-password: the member's sessions end and they get a mail. */
export const resetUserPassword = (body: ResetUserPasswordInput) =>
  api<MessageResponse>('/api/admin/reset-user-password', { method: 'POST', body });

/** POST /api/admin/adjust-points: through the ledger; a change below 0 is refused. */
export const adjustPoints = (body: AdjustPointsInput) =>
  api<MessageResponse & { points: number }>('/api/admin/adjust-points', { method: 'POST', body });

/** POST /api/admin/users/{id}/suspend. */
export const suspendUser = ({ userId, ...body }: SuspendUserInput & { userId: number }) =>
  api<AdminUserResponse>(`/api/admin/users/${userId}/suspend`, { method: 'POST', body });

/** POST /api/admin/users/{id}/unsuspend. */
export const unsuspendUser = (userId: number) =>
  api<AdminUserResponse>(`/api/admin/users/${userId}/unsuspend`, { method: 'POST' });

/** PATCH /api/admin/users/{id}/date-of-birth. */
export const correctDateOfBirth = ({ userId, ...body }: CorrectDateOfBirthInput & { userId: number }) =>
  api<AdminUserResponse>(`/api/admin/users/${userId}/date-of-birth`, { method: 'PATCH', body });

/** A Manage Users action; the user table (and the admin's own numbers) load again after it. */
function useUserAction<T, V>(fn: (v: V) => Promise<T>, config: MutationConfig<T, V>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: fn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/users'] });
      // An admin may adjust their own points: the header's balance follows.
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      return config.onSuccess?.(...args);
    },
  });
}

export const useResetUserPassword = (config: MutationConfig<MessageResponse, ResetUserPasswordInput> = {}) =>
  useUserAction(resetUserPassword, config);
export const useAdjustPoints = (config: MutationConfig<MessageResponse & { points: number }, AdjustPointsInput> = {}) =>
  useUserAction(adjustPoints, config);
export const useSuspendUser = (config: MutationConfig<AdminUserResponse, SuspendUserInput & { userId: number }> = {}) =>
  useUserAction(suspendUser, config);
export const useUnsuspendUser = (config: MutationConfig<AdminUserResponse, number> = {}) =>
  useUserAction(unsuspendUser, config);
export const useCorrectDateOfBirth = (
  config: MutationConfig<AdminUserResponse, CorrectDateOfBirthInput & { userId: number }> = {},
) => useUserAction(correctDateOfBirth, config);
