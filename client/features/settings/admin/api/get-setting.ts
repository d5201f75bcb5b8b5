import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettingKey, Setting } from '@common/schemas/settings';
import { api } from '@/lib/api-client';

/** GET /api/admin/settings/{key}: `{ key, value, description }`. */
export const getSetting = (key: AdminSettingKey) => api<Setting>(`/api/admin/settings/${key}`);

/** One setting's query key: saving it loads it again. */
export const settingKey = (key: AdminSettingKey) => ['/api/admin/settings', key] as const;

export const settingQuery = (key: AdminSettingKey) =>
  queryOptions({ queryKey: settingKey(key), queryFn: () => getSetting(key) });

/** One admin setting with its value and description. */
export function useSetting(key: AdminSettingKey) {
  return useQuery(settingQuery(key));
}
