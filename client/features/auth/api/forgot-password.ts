import type { ForgotPasswordInput } from '@common/schemas/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: answers the same whether the account exists or not. */
export const forgotPassword = (input: ForgotPasswordInput) => api<{ message: string }>('/api/auth/forgot-password', { method: 'POST', body: input });
