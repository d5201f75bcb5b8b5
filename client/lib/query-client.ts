import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';
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

/**
 * What a feature's mutation hook lets its caller add to the call (callbacks, mostly): everything but the fetcher,
 * which the hook owns. A hook that keeps the cache in step runs its own update before the caller's `onSuccess`.
 */
export type MutationConfig<TData, TVariables = void> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;
