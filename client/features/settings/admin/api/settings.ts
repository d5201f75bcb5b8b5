import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingKey, SaveSettingInput, Setting } from '@common/schemas/settings';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** GET /api/admin/settings/{key}: `{ key, value, description }`. */
export const getSetting = (key: AdminSettingKey) => api<Setting>(`/api/admin/settings/${key}`);

export function useSetting(key: AdminSettingKey) {
  return useQuery({ queryKey: ['/api/admin/settings', key], queryFn: () => getSetting(key) });
}

/** POST /api/admin/settings `{ key, value, description }`. */
export const saveSetting = (body: SaveSettingInput) =>
  api<Setting & { message: string }>('/api/admin/settings', { method: 'POST', body });

/** Saves a setting; it and the home page's totals load again, so the admin sees the change at once. */
export function useSaveSetting(config: MutationConfig<Setting & { message: string }, SaveSettingInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveSetting,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/settings', args[1].key] });
      void queryClient.invalidateQueries({ queryKey: ['/api/stats'] });
      return config.onSuccess?.(...args);
    },
  });
}
