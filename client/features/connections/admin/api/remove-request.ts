import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useAdminAction } from './use-admin-action';

/** DELETE /api/admin/connections/requests/{id}: hidden everywhere (kept for moderation); its chat closes. */
export const removeRequest = (id: number) =>
  api<MessageResponse>(`/api/admin/connections/requests/${id}`, { method: 'DELETE' });

export const useRemoveRequest = (config: MutationConfig<MessageResponse, number> = {}) =>
  useAdminAction(removeRequest, config);
