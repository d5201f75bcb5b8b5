import type { LoginInput } from '@common/schemas/auth';
import type { CurrentUser } from '@common/schemas/users';
import { api } from '@/lib/api-client';

/** POST /api/login: the username may be the e-mail. */
export const login = (input: LoginInput) => api<CurrentUser>('/api/login', { method: 'POST', body: input });
