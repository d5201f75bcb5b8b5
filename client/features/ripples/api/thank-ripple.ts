import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RippleNote, RippleThanked } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { rippleNoteQuery } from './get-ripple-note';
import { rippleSummaryKeys } from './get-ripple-summary';

/** POST /api/ripples/node/{code}/thank (once per visitor; repeating answers the same count). */
export const thankRipple = (code: string) =>
  api<RippleThanked>(`/api/ripples/node/${encodeURIComponent(code)}/thank`, { method: 'POST', body: {} });

/** Says thanks for the note `code`: the note shows the new count, and the ripple's trees load it when next shown. */
export function useThankRipple(code: string, config: MutationConfig<RippleThanked> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: () => thankRipple(code),
    onSuccess: (res, ...rest) => {
      const noteKey = rippleNoteQuery(code).queryKey;
      const seedCode = queryClient.getQueryData<RippleNote>(noteKey)?.chain.seedCode;
      queryClient.setQueryData<RippleNote>(noteKey, (old) =>
        old ? { ...old, thanksCount: res.thanksCount, thanked: true } : old,
      );
      // The tree shows each note's thanks: its cached copies are stale now, and load again when next shown.
      if (seedCode) void queryClient.invalidateQueries({ queryKey: rippleSummaryKeys(seedCode) });
      return config.onSuccess?.(res, ...rest);
    },
  });
}
