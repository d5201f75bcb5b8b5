import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useAdminAction } from './use-admin-action';

/** DELETE /api/admin/connections/conversations/{id}: deletes it for good, messages included. */
export const deleteConversationForGood = (id: number) =>
  api<MessageResponse>(`/api/admin/connections/conversations/${id}`, { method: 'DELETE' });

export const useDeleteConversation = (config: MutationConfig<MessageResponse, number> = {}) =>
  useAdminAction(deleteConversationForGood, config);
