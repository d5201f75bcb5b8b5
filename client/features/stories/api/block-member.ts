import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/connections/blocks `{ userId }`: any signed-in member blocks another (decision 055). */
export const blockMember = ({ userId }: { userId: number; displayName: string }) =>
  api<MessageResponse>('/api/connections/blocks', { method: 'POST', body: { userId } });

/** Blocks a story's author or a commenter: every comment list and the Connections area read again. */
export function useBlockMember(config: MutationConfig<MessageResponse, { userId: number; displayName: string }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: blockMember,
    onSuccess: (res, vars, ...rest) => {
      void queryClient.invalidateQueries({
        predicate: (q) => {
          const key = String(q.queryKey[0]);
          return (key.startsWith('/api/stories/') && key.endsWith('/comments')) || key.startsWith('/api/connections');
        },
      });
      return config.onSuccess?.(res, vars, ...rest);
    },
  });
}
