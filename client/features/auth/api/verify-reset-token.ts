import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/auth/verify-reset-token/{token}: whether the link still works. */
export const verifyResetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['/api/auth/verify-reset-token', token],
    queryFn: async () => {
      try {
        return (await api<{ valid: boolean }>(`/api/auth/verify-reset-token/${encodeURIComponent(token)}`)).valid;
      } catch {
        throw new Error('Failed to verify token');
      }
    },
    gcTime: 0,
  });

export const useVerifyResetToken = (token: string | null) => useQuery({ ...verifyResetTokenQuery(token ?? ''), enabled: Boolean(token) });
