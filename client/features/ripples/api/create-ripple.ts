import { useMutation } from '@tanstack/react-query';
import type { CreateRippleInput, RippleCreated } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/ripples: the first note of a new ripple, with the owner's summary link. */
export const createRipple = (input: CreateRippleInput) => api<RippleCreated>('/api/ripples', { body: input });

/** Starts a ripple. */
export function useCreateRipple(config: MutationConfig<RippleCreated, CreateRippleInput> = {}) {
  return useMutation({ ...config, mutationFn: createRipple });
}
