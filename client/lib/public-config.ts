import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CONTACT_EMAIL } from '@common/constants';
import type { PublicConfig } from '@common/schemas/meta';
import { api } from './api-client';

/** GET /api/config: site name, public URL, contact e-mail and captcha settings. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['/api/config'],
    queryFn: async () => {
      try {
        return await api<PublicConfig>('/api/config');
      } catch {
        throw new Error('Failed to load configuration');
      }
    },
  });
}

/** The contact address from the config (the default until it loads). */
export function useContactEmail(): string {
  return usePublicConfig().data?.contactEmail ?? DEFAULT_CONTACT_EMAIL;
}
