import { useMutation } from '@tanstack/react-query';
import type { PassRippleInput, RipplePassed } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';

/** POST /api/ripples/node/{code}/pass */
export const passRipple = (code: string, input: PassRippleInput) => api<RipplePassed>(`/api/ripples/node/${encodeURIComponent(code)}/pass`, { body: input });

export function usePassRipple(code: string) {
  return useMutation({ mutationFn: (input: PassRippleInput) => passRipple(code, input) });
}
