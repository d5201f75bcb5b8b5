import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/query-client';
import { ADMIN_CONNECTIONS_KEY } from './keys';

/** A moderation call whose success refreshes every admin Connections list, count and number. */
export function useAdminAction<TData, TVariables>(
  mutationFn: (v: TVariables) => Promise<TData>,
  config: MutationConfig<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: [ADMIN_CONNECTIONS_KEY] });
      return config.onSuccess?.(...args);
    },
  });
}
