import { useMutation } from '@tanstack/react-query';
import type { OkResponse } from '@common/schemas/ripples';
import { api } from '@/lib/api-client';

/** POST /api/ripples/summary/{seedCode}/subscribe: mails a confirmation link (or, to an address that already follows, a note saying so). */
export function useSubscribeRipple(seedCode: string) {
  return useMutation({ mutationFn: (email: string) => api<OkResponse>(`/api/ripples/summary/${encodeURIComponent(seedCode)}/subscribe`, { body: { email } }) });
}

/** POST /api/ripples/subscriptions/confirm with the code from the mail. */
export function useConfirmSubscription() {
  return useMutation({ mutationFn: (token: string) => api<{ message: string; seedCode: string }>('/api/ripples/subscriptions/confirm', { body: { token } }) });
}
