import { useMutation } from '@tanstack/react-query';
import type { AvatarResponse } from '@common/schemas/users';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/register/upload-avatar (multipart field `avatar`): answers the stored avatar's path. */
export async function uploadRegisterAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('avatar', file);
  const res = await api<Partial<AvatarResponse> | null>('/api/register/upload-avatar', { body: form });
  if (!res?.avatar) throw new Error('Server returned empty avatar path after upload');
  return res.avatar;
}

/** Uploads a photo for the account about to be created. */
export function useUploadRegisterAvatar(config: MutationConfig<string, File> = {}) {
  return useMutation({ ...config, mutationFn: uploadRegisterAvatar });
}
