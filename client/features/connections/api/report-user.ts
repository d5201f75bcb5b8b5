import { useMutation } from '@tanstack/react-query';
import type { ReportCreated, ReportInput } from '@common/schemas/connections';
import { api } from '@/lib/api-client';

/** POST /api/connections/reports: tells the team about a member (a message's copy is kept as evidence). */
export const reportUser = (body: ReportInput) =>
  api<ReportCreated>('/api/connections/reports', { method: 'POST', body });

/** Reports a member. */
export function useReportUser() {
  return useMutation({ mutationFn: reportUser });
}
