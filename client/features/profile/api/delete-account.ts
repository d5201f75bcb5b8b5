import { api } from '@/lib/api-client';

/** DELETE /api/user with the typed username as confirmation. */
export const deleteAccount = (username: string) => api<{ message: string }>('/api/user', { method: 'DELETE', body: { username } });
