import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './keys';
import type { CreateProfileInput, HelpProfile } from './types';

/** POST /api/connections/profile: creates the help profile (with the date of birth, asked once). */
export const createProfile = (input: CreateProfileInput) =>
  api<HelpProfile>('/api/connections/profile', { method: 'POST', body: input });

/** Creates the profile and keeps the answer as the member's profile. */
export function useCreateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: (profile) => qc.setQueryData(connectionKeys.profile, profile),
  });
}
