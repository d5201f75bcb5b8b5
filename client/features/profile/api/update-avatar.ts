import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarChoiceInput } from '@common/schemas/avatars';
import type { AvatarResponse } from '@common/schemas/users';
import type { CurrentUser } from '@common/schemas/users';
import { api } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

/** A gallery choice, or a photo to upload. */
export type AvatarUpdate = AvatarChoiceInput | { file: File };

/** POST /api/upload-avatar with a gallery choice (JSON) or a file (multipart `avatar`): answers the new path. */
export async function updateAvatar(choice: AvatarUpdate): Promise<string> {
  let body: unknown;
  if ('file' in choice) {
    const form = new FormData();
    form.append('avatar', choice.file);
    body = form;
  } else body = choice;
  return (await api<AvatarResponse>('/api/upload-avatar', { body })).avatar;
}

/** Changes the signed-in member's avatar, and the member everyone on the page sees with it. */
export function useUpdateAvatar(config: MutationConfig<string, AvatarUpdate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateAvatar,
    onSuccess: (avatar, ...rest) => {
      queryClient.setQueryData<CurrentUser | null>(userQueryKey, (u) => (u ? { ...u, avatar } : u));
      return config.onSuccess?.(avatar, ...rest);
    },
  });
}
