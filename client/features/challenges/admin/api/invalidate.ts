import type { QueryClient } from '@tanstack/react-query';

/** After an admin's create or edit: every challenge list (current, upcoming, recent, the admin's) loads again. */
export function reloadChallenges(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/challenges') });
}
