import type { AdjustPointsInput, AdjustPointsResponse } from '@common/schemas/admin-users';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { useUserAction } from './use-user-action';

/** POST /api/admin/adjust-points: through the ledger; a change below 0 is refused. */
export const adjustPoints = (body: AdjustPointsInput) =>
  api<AdjustPointsResponse>('/api/admin/adjust-points', { method: 'POST', body });

export const useAdjustPoints = (config: MutationConfig<AdjustPointsResponse, AdjustPointsInput> = {}) =>
  useUserAction(adjustPoints, config);
