import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifyResetTokenResponse } from '@common/schemas/passwords';
import { ApiError, api } from '@/lib/api-client';

/** The first element of every reset-link check's query key. */
export const verifyResetTokenKey = '/api/auth/verify-reset-token';

/** GET /api/auth/verify-reset-token/{token}: whether the link still works. Failures keep their status. */
export const verifyResetToken = (token: string) =>
  api<VerifyResetTokenResponse>(`${verifyResetTokenKey}/${encodeURIComponent(token)}`);

export const verifyResetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: [verifyResetTokenKey, token],
    queryFn: async () => (await verifyResetToken(token)).valid,
    gcTime: 0,
  });

/** Whether the reset link's token still works (nothing is asked without a token). */
export function useVerifyResetToken(token: string | null) {
  return useQuery({ ...verifyResetTokenQuery(token ?? ''), enabled: Boolean(token) });
}

/**
 * True when the check failed because of the link itself (the server refused the token: 400, 404, 410), so the
 * link is dead; false for a failure to ask at all (no connection, server error, too many tries).
 */
export const isResetLinkRefused = (error: unknown) =>
  error instanceof ApiError && [400, 404, 410].includes(error.status);
