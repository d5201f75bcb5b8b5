import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PredefinedAvatarsResponse } from '@common/schemas/avatars';
import { api } from './api-client';

/** GET /api/predefined-avatars: the gallery. */
export const predefinedAvatarsQuery = () =>
  queryOptions({
    queryKey: ['/api/predefined-avatars'],
    queryFn: async () => {
      try {
        return (await api<PredefinedAvatarsResponse>('/api/predefined-avatars')).avatars;
      } catch {
        throw new Error('Failed to load avatars');
      }
    },
  });

export const usePredefinedAvatars = () => useQuery(predefinedAvatarsQuery());
