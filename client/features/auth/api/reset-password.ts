import type { ResetPasswordInput } from '@common/schemas/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password. */
export const resetPassword = (input: ResetPasswordInput) => api<{ message: string }>('/api/auth/reset-password', { method: 'POST', body: input });
