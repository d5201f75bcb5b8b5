import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@common/schemas/account';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { endingSession } from '@/lib/sign-out';

/** DELETE /api/user with the typed username as confirmation. */
export const deleteAccount = (input: DeleteAccountInput) =>
  api<MessageResponse>('/api/user', { method: 'DELETE', body: input });

/** The deletion ends the session: the member's event stream closes before it is sent, as for a sign-out. */
const deleteAndEndSession = (input: DeleteAccountInput) => endingSession(() => deleteAccount(input));

/**
 * Deletes the signed-in member's account. The caller leaves the member-only page before it forgets the member
 * (see DeleteAccountCard), so the cache is its to clear.
 */
export function useDeleteAccount(config: MutationConfig<MessageResponse, DeleteAccountInput> = {}) {
  return useMutation({ ...config, mutationFn: deleteAndEndSession });
}
