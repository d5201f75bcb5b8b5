import type { QueryClient } from '@tanstack/react-query';
import type { PassRippleInput, RipplePassed } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';
import { rippleNoteQuery } from './get-ripple-note';
import { rippleSummaryKeys } from './get-ripple-summary';

/** POST /api/ripples/node/{code}/pass */
export const passRipple = (code: string, input: PassRippleInput) => api<RipplePassed>(`/api/ripples/node/${encodeURIComponent(code)}/pass`, { body: input });

/**
 * After a pass the note's reach and every cached summary of its ripple are out of date (queries stay fresh until
 * invalidated): the note refreshes now, the tree the next time it is shown, with the person's new note in it.
 */
export function refreshAfterPass(queryClient: QueryClient, p: { code: string; seedCode: string }) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rippleNoteQuery(p.code).queryKey }),
    queryClient.invalidateQueries({ queryKey: rippleSummaryKeys(p.seedCode) }),
  ]);
}

