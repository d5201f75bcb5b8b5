import type { ChangePasswordInput } from '@common/schemas/auth';
import { api } from '@/lib/api-client';

/** POST /api/user/change-password. */
export const changePassword = (input: ChangePasswordInput) => api<{ message: string }>('/api/user/change-password', { method: 'POST', body: input });
