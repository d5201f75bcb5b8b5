import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import type { BlockInput } from '@common/schemas/connections';
import { api } from '@/lib/api-client';

/** POST /api/connections/blocks `{ userId, reason? }`: stops all contact with a member. */
export const blockUser = (body: BlockInput) =>
  api<MessageResponse>('/api/connections/blocks', { method: 'POST', body });

/** Reads again every query of the area (a block closes conversations and hides requests and profiles). */
export const invalidateConnections = (qc: QueryClient) =>
  qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/connections') });

/** Blocks a member. */
export function useBlockUser() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: blockUser, onSuccess: () => invalidateConnections(qc) });
}
