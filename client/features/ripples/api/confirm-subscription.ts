import { useMutation } from '@tanstack/react-query';
import type { ConfirmInput, SubscriptionConfirmed } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/ripples/subscriptions/confirm with the code from the mail. */
export const confirmSubscription = (input: ConfirmInput) =>
  api<SubscriptionConfirmed>('/api/ripples/subscriptions/confirm', { body: input });

/** Confirms a subscription from the link in its confirmation mail. */
export function useConfirmSubscription(config: MutationConfig<SubscriptionConfirmed, ConfirmInput> = {}) {
  return useMutation({ ...config, mutationFn: confirmSubscription });
}
