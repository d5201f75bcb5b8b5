import { api } from '@/lib/api-client';

/** POST /api/register/upload-avatar (multipart field `avatar`): answers the stored avatar's path. */
export async function uploadRegisterAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('avatar', file);
  const res = await api<{ avatar?: string }>('/api/register/upload-avatar', { method: 'POST', body: form });
  if (!res?.avatar) throw new Error('Server returned empty avatar path after upload');
  return res.avatar;
}
