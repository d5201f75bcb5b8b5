import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RippleNote, RippleThanked } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';
import { rippleNoteQuery } from './get-ripple-note';

/** POST /api/ripples/node/{code}/thank (once per visitor; repeating answers the same count). */
export function useThankRipple(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<RippleThanked>(`/api/ripples/node/${encodeURIComponent(code)}/thank`, { method: 'POST', body: {} }),
    onSuccess: (res) => {
      queryClient.setQueryData<RippleNote>(rippleNoteQuery(code).queryKey, (old) => (old ? { ...old, thanksCount: res.thanksCount, thanked: true } : old));
    },
  });
}
