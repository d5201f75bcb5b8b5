import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { HelpProfile } from './types';

/** GET /api/connections/profile: the member's help profile, or null when they have none yet (404). */
export async function getProfile(): Promise<HelpProfile | null> {
  try {
    return await api<HelpProfile>('/api/connections/profile');
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const profileQuery = () => queryOptions({ queryKey: connectionKeys.profile, queryFn: getProfile });

/** The member's own help profile (null: none yet). */
export function useProfile(enabled = true) {
  return useQuery({ ...profileQuery(), enabled });
}
