import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import type { ReportContentInput } from '@common/schemas/stories';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export interface ReportTarget {
  kind: 'story' | 'comment';
  id: number;
}

/** POST /api/stories/{id}/report or /api/comments/{id}/report: stored for the admins to review. */
export const reportContent = ({ kind, id, ...body }: ReportTarget & ReportContentInput) =>
  api<MessageResponse>(`/api/${kind === 'story' ? 'stories' : 'comments'}/${id}/report`, { body });

/** Reports a story or a comment. */
export function useReportContent(config: MutationConfig<MessageResponse, ReportTarget & ReportContentInput> = {}) {
  return useMutation({ ...config, mutationFn: reportContent });
}
