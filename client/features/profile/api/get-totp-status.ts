import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TotpStatus } from '@common/schemas/totp';
import { api } from '@/lib/api-client';

/** GET /api/user/totp: whether the admin's account has a second factor, and the recovery codes left. */
export const getTotpStatus = () => api<TotpStatus>('/api/user/totp');

export const totpStatusKey = ['/api/user/totp'] as const;

export const totpStatusQuery = () => queryOptions({ queryKey: totpStatusKey, queryFn: getTotpStatus });

/** The two-factor card's state. */
export function useTotpStatus() {
  return useQuery(totpStatusQuery());
}
