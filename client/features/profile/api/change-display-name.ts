import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeDisplayNameInput } from '@common/schemas/account';
import type { CurrentUser, DisplayNameResponse } from '@common/schemas/users';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

/** PUT /api/user/display-name: answers the new name as everyone sees it (a held name is released with it). */
export const changeDisplayName = (input: ChangeDisplayNameInput) =>
  api<DisplayNameResponse>('/api/user/display-name', { method: 'PUT', body: input });

/** Renames the signed-in member; the header and every other reader of the member see the new name at once. */
export function useChangeDisplayName(config: MutationConfig<DisplayNameResponse, ChangeDisplayNameInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: changeDisplayName,
    onSuccess: (res, ...rest) => {
      queryClient.setQueryData<CurrentUser | null>(userQueryKey, (u) => {
        if (!u) return u;
        const { nameNeedsChange: _released, ...member } = u;
        return { ...member, displayName: res.displayName };
      });
      return config.onSuccess?.(res, ...rest);
    },
  });
}
