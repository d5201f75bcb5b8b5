import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClaimUpdated } from '@common/schemas/rewards';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** PATCH /api/admin/claimed-rewards/{id} { status: 'fulfilled' }: only while pending; the member gets a mail. */
export const fulfilClaim = (id: number) =>
  api<AdminClaimUpdated>(`/api/admin/claimed-rewards/${id}`, { method: 'PATCH', body: { status: 'fulfilled' } });

/** Marks a claim fulfilled; the claims tables load again. */
export function useFulfilClaim(config: MutationConfig<AdminClaimUpdated, number> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: fulfilClaim,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/claimed-rewards'] });
      return config.onSuccess?.(...args);
    },
  });
}
