import { QueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/** The spec's defaults: no retries, no refetch on focus, data fresh until invalidated; GET the first key element. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        queryFn: ({ queryKey, signal }) => api(String(queryKey[0]), { signal }),
      },
      mutations: { retry: false },
    },
  });
}
