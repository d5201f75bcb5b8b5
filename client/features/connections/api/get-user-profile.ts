import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { UserProfileAnswer } from './types';

/** GET /api/connections/user-profile/{id}: a member's public Connections profile and the reviews they received. */
export const getUserProfile = (id: number) => api<UserProfileAnswer>(`/api/connections/user-profile/${id}`);

export const userProfileQuery = (id: number) =>
  queryOptions({ queryKey: connectionKeys.userProfile(id), queryFn: () => getUserProfile(id) });

/** A member's profile page. */
export function useUserProfile(id: number) {
  return useQuery(userProfileQuery(id));
}
