import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RippleSummary } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';

/** GET /api/ripples/summary/{seedCode}?limitDepth=n (the owner's key, when present, adds the owner's view). */
export const getRippleSummary = (seedCode: string, limitDepth: number, key?: string | null) => {
  const q = new URLSearchParams({ limitDepth: String(limitDepth) });
  if (key) q.set('key', key);
  return api<RippleSummary>(`/api/ripples/summary/${encodeURIComponent(seedCode)}?${q}`);
};

/** The key prefix of every cached summary of one ripple (all depths, public and owner's view): for invalidating. */
export const rippleSummaryKeys = (seedCode: string) => ['/api/ripples/summary', seedCode] as const;

export const rippleSummaryQuery = (seedCode: string, limitDepth: number, key?: string | null) =>
  queryOptions({
    queryKey: [...rippleSummaryKeys(seedCode), limitDepth, key ?? null],
    queryFn: () => getRippleSummary(seedCode, limitDepth, key),
  });

/** A ripple's summary down to `limitDepth`; while another depth of the same ripple loads, the last one stays. */
export function useRippleSummary(seedCode: string, limitDepth: number, key?: string | null) {
  return useQuery({
    ...rippleSummaryQuery(seedCode, limitDepth, key),
    // While a new depth loads, the same ripple's tree stays on screen; another ripple (or view) never shows it.
    placeholderData: (previous, previousQuery) => {
      const [, prevSeed, , prevKey] = previousQuery?.queryKey ?? [];
      return prevSeed === seedCode && prevKey === (key ?? null) ? previous : undefined;
    },
  });
}
