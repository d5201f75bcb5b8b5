import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RippleSummary } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';

const summaryPath = (seedCode: string, limitDepth: number, key?: string | null) => {
  const q = new URLSearchParams({ limitDepth: String(limitDepth) });
  if (key) q.set('key', key);
  return `/api/ripples/summary/${encodeURIComponent(seedCode)}?${q}`;
};

/** The key prefix of every cached summary of one ripple (all depths, public and owner's view): for invalidating. */
export const rippleSummaryKeys = (seedCode: string) => ['/api/ripples/summary', seedCode] as const;

/** GET /api/ripples/summary/{seedCode}?limitDepth=n (the owner's key, when present, adds the owner's view). */
export const rippleSummaryQuery = (seedCode: string, limitDepth: number, key?: string | null) =>
  queryOptions({ queryKey: [...rippleSummaryKeys(seedCode), limitDepth, key ?? null], queryFn: () => api<RippleSummary>(summaryPath(seedCode, limitDepth, key)) });

export function useRippleSummary(seedCode: string, limitDepth: number, key?: string | null) {
  const query = rippleSummaryQuery(seedCode, limitDepth, key);
  return useQuery({
    ...query,
    // While a new depth loads, the same ripple's tree stays on screen; another ripple (or view) never shows it.
    placeholderData: (previous, previousQuery) => {
      const [, prevSeed, , prevKey] = previousQuery?.queryKey ?? [];
      return prevSeed === seedCode && prevKey === (key ?? null) ? previous : undefined;
    },
  });
}
