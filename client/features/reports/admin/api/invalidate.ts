import type { QueryClient } from '@tanstack/react-query';

/** After any moderation action: the queue, the report lists and the Connections reports count load again. */
export function reloadModeration(queryClient: QueryClient) {
  for (const key of ['/api/admin/review-queue', '/api/admin/reports', '/api/admin/connections/reports'])
    void queryClient.invalidateQueries({ queryKey: [key] });
}
