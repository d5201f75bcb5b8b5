import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/ripples/summary/{seedCode}/subscribe: sends the confirmation mail. */
export function useSubscribeRipple(seedCode: string) {
  return useMutation({ mutationFn: (email: string) => api<{ message: string }>(`/api/ripples/summary/${encodeURIComponent(seedCode)}/subscribe`, { body: { email } }) });
}

/** POST /api/ripples/subscriptions/confirm with the code from the mail. */
export function useConfirmSubscription() {
  return useMutation({ mutationFn: (token: string) => api<{ message: string; seedCode: string }>('/api/ripples/subscriptions/confirm', { body: { token } }) });
}
