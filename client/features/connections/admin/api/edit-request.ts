import type { AdminEditRequestInput, AdminRequest } from '@common/schemas/connections-admin';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useAdminAction } from './use-admin-action';

export interface EditRequest {
  id: number;
  values: AdminEditRequestInput;
}

/** PATCH /api/admin/connections/requests/{id} { title, description, category, urgency }. */
export const editRequest = ({ id, values }: EditRequest) =>
  api<AdminRequest>(`/api/admin/connections/requests/${id}`, { method: 'PATCH', body: values });

export const useEditRequest = (config: MutationConfig<AdminRequest, EditRequest> = {}) =>
  useAdminAction(editRequest, config);
