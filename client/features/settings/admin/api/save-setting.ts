import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveSettingInput, SaveSettingResponse } from '@common/schemas/settings';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { settingKey } from './get-setting';

/** POST /api/admin/settings `{ key, value, description }`: answers the saved setting and a message. */
export const saveSetting = (body: SaveSettingInput) =>
  api<SaveSettingResponse>('/api/admin/settings', { method: 'POST', body });

/** Saves a setting; it and the home page's totals load again, so the admin sees the change at once. */
export function useSaveSetting(config: MutationConfig<SaveSettingResponse, SaveSettingInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveSetting,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: settingKey(args[1].key) });
      void queryClient.invalidateQueries({ queryKey: ['/api/stats'] });
      return config.onSuccess?.(...args);
    },
  });
}
