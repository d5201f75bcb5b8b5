import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@common/schemas/ripples';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/ripples/node/{code}/report: stored for the site admin; it hides nothing by itself. */
export const reportNote = (code: string, input: ReportInput) =>
  api<MessageResponse>(`/api/ripples/node/${encodeURIComponent(code)}/report`, { body: input });

/** Reports the note `code`, with an optional reason. */
export function useReportNote(code: string, config: MutationConfig<MessageResponse, ReportInput> = {}) {
  return useMutation({ ...config, mutationFn: (input: ReportInput) => reportNote(code, input) });
}
