import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { rippleSummaryKeys } from './get-ripple-summary';

/** The owner's calls (hide a note, close or reopen the ripple); both refresh the summary. */
export function useOwnerActions(seedCode: string, key: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: rippleSummaryKeys(seedCode) });
  const base = `/api/ripples/summary/${encodeURIComponent(seedCode)}`;
  const hide = useMutation({
    mutationFn: (p: { nodeId: string; hidden: boolean }) => api<{ message: string }>(`${base}/nodes/${encodeURIComponent(p.nodeId)}/hide`, { body: { key, hidden: p.hidden } }),
    onSuccess: refresh,
  });
  const setStatus = useMutation({
    mutationFn: (status: 'active' | 'closed') => api<{ message: string }>(`${base}/status`, { body: { key, status } }),
    onSuccess: refresh,
  });
  return { hide, setStatus };
}
