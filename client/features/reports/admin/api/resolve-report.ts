import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport, ReportKind, ResolveReportInput } from '@common/schemas/moderation';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { reloadModeration } from './invalidate';

export type ResolveReportVars = { kind: ReportKind; id: number } & ResolveReportInput;

/**
 * POST /api/admin/reports/{kind}/{id}/resolve { outcome, note?, until? }: a block or a suspension happens with it;
 * both people involved are mailed.
 */
export const resolveReport = ({ kind, id, ...body }: ResolveReportVars) =>
  api<AdminReport>(`/api/admin/reports/${kind}/${id}/resolve`, { method: 'POST', body });

export function useResolveReport(config: MutationConfig<AdminReport, ResolveReportVars> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: resolveReport,
    onSuccess: (...args) => {
      reloadModeration(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
