import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useAdminAction } from './use-admin-action';

/** DELETE /api/admin/connections/reviews/{id}: removes an abusive review (kept in the audit log only). */
export const removeReview = (id: number) =>
  api<MessageResponse>(`/api/admin/connections/reviews/${id}`, { method: 'DELETE' });

export const useRemoveReview = (config: MutationConfig<MessageResponse, number> = {}) =>
  useAdminAction(removeReview, config);
