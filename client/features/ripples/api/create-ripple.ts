import { useMutation } from '@tanstack/react-query';
import type { CreateRippleInput, RippleCreated } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';

/** POST /api/ripples */
export const createRipple = (input: CreateRippleInput) => api<RippleCreated>('/api/ripples', { body: input });

export function useCreateRipple() {
  return useMutation({ mutationFn: createRipple });
}
