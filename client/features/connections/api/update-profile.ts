import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { HelpProfile, UpdateProfileInput } from './types';

/** PUT /api/connections/profile: changes the help profile (never the date of birth). */
export const updateProfile = (input: UpdateProfileInput) =>
  api<HelpProfile>('/api/connections/profile', { method: 'PUT', body: input });

/** Saves the profile and keeps the answer as the member's profile. */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => qc.setQueryData(connectionKeys.profile, profile),
  });
}
