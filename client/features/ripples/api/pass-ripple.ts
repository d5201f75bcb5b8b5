import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PassRippleInput, RipplePassed } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { rippleNoteQuery } from './get-ripple-note';
import { rippleSummaryKeys } from './get-ripple-summary';

/** POST /api/ripples/node/{code}/pass: the person's own note, one step further down the same ripple. */
export const passRipple = (code: string, input: PassRippleInput) =>
  api<RipplePassed>(`/api/ripples/node/${encodeURIComponent(code)}/pass`, { body: input });

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

/** The note passed on (its code and its ripple's), and the person's own note. */
export interface PassRippleRequest {
  code: string;
  seedCode: string;
  input: PassRippleInput;
}

/** Passes a note on; the note and its ripple's trees refresh (refreshAfterPass). */
export function usePassRipple(config: MutationConfig<RipplePassed, PassRippleRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ code, input }: PassRippleRequest) => passRipple(code, input),
    onSuccess: (res, request, ...rest) => {
      void refreshAfterPass(queryClient, request);
      return config.onSuccess?.(res, request, ...rest);
    },
  });
}
