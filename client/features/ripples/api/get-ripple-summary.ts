import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RippleSummary } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';

const summaryPath = (seedCode: string, limitDepth: number, key?: string | null) => {
  const q = new URLSearchParams({ limitDepth: String(limitDepth) });
  if (key) q.set('key', key);
  return `/api/ripples/summary/${encodeURIComponent(seedCode)}?${q}`;
};

/** GET /api/ripples/summary/{seedCode}?limitDepth=n (the owner's key, when present, adds the owner's view). */
export const rippleSummaryQuery = (seedCode: string, limitDepth: number, key?: string | null) =>
  queryOptions({ queryKey: ['/api/ripples/summary', seedCode, limitDepth, key ?? null], queryFn: () => api<RippleSummary>(summaryPath(seedCode, limitDepth, key)) });

export function useRippleSummary(seedCode: string, limitDepth: number, key?: string | null) {
  return useQuery({ ...rippleSummaryQuery(seedCode, limitDepth, key), placeholderData: keepPreviousData });
}
