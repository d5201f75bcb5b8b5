import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/ripples/node/{code}/report: stored for the site admin. */
export function useReportNote(code: string) {
  return useMutation({
    mutationFn: (reason: string) => api<{ message: string }>(`/api/ripples/node/${encodeURIComponent(code)}/report`, { body: { reason: reason.trim() || undefined } }),
  });
}
