import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** GET /api/auth/verify-reset-token/{token}: whether the link still works. Failures keep their status. */
export const verifyResetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['/api/auth/verify-reset-token', token],
    queryFn: async () => (await api<{ valid: boolean }>(`/api/auth/verify-reset-token/${encodeURIComponent(token)}`)).valid,
    gcTime: 0,
  });

export const useVerifyResetToken = (token: string | null) => useQuery({ ...verifyResetTokenQuery(token ?? ''), enabled: Boolean(token) });

/**
 * True when the check failed because of the link itself (the server refused the token: 400, 404, 410), so the
 * link is dead; false for a failure to ask at all (no connection, server error, too many tries).
 */
export const isResetLinkRefused = (error: unknown) => error instanceof ApiError && [400, 404, 410].includes(error.status);
