import type { AdminUserResponse, CorrectDateOfBirthInput } from '@common/schemas/admin-users';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useUserAction } from './use-user-action';

/** PATCH /api/admin/users/{id}/date-of-birth. */
export const correctDateOfBirth = ({ userId, ...body }: CorrectDateOfBirthInput & { userId: number }) =>
  api<AdminUserResponse>(`/api/admin/users/${userId}/date-of-birth`, { method: 'PATCH', body });

export const useCorrectDateOfBirth = (
  config: MutationConfig<AdminUserResponse, CorrectDateOfBirthInput & { userId: number }> = {},
) => useUserAction(correctDateOfBirth, config);
