import type { AdminBlockResult } from '@common/schemas/connections-admin';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useAdminAction } from './use-admin-action';

export interface BlockMember {
  userId: number;
  reason: string;
}

/** POST /api/admin/connections/block/{userId} { reason }: ends their conversations and requests, no way back in. */
export const blockMember = ({ userId, reason }: BlockMember) =>
  api<AdminBlockResult>(`/api/admin/connections/block/${userId}`, { method: 'POST', body: { reason } });

export const useBlockMember = (config: MutationConfig<AdminBlockResult, BlockMember> = {}) =>
  useAdminAction(blockMember, config);
