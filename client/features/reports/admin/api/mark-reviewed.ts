import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport, ReportKind } from '@common/schemas/moderation';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { reloadModeration } from './invalidate';

export type ReportRef = { kind: ReportKind; id: number };

/** PATCH /api/admin/reports/{kind}/{id} { status: 'reviewed' }: 'Mark Reviewed' on a pending report. */
export const markReviewed = ({ kind, id }: ReportRef) =>
  api<AdminReport>(`/api/admin/reports/${kind}/${id}`, { method: 'PATCH', body: { status: 'reviewed' } });

export function useMarkReviewed(config: MutationConfig<AdminReport, ReportRef> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: markReviewed,
    onSuccess: (...args) => {
      reloadModeration(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
