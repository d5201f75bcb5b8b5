import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

/** A Manage Users action; the user table (and the admin's own numbers) load again after it. */
export function useUserAction<T, V>(fn: (v: V) => Promise<T>, config: MutationConfig<T, V>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: fn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/users'] });
      // An admin may adjust their own points: the header's balance follows.
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      return config.onSuccess?.(...args);
    },
  });
}
