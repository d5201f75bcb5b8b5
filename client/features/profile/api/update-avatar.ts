import { api } from '@/lib/api-client';

/** POST /api/upload-avatar with a gallery choice (JSON) or a file (multipart `avatar`). */
export async function updateAvatar(choice: { avatar: string } | { file: File }): Promise<string> {
  let body: unknown;
  if ('file' in choice) {
    const form = new FormData();
    form.append('avatar', choice.file);
    body = form;
  } else body = choice;
  return (await api<{ avatar: string }>('/api/upload-avatar', { method: 'POST', body })).avatar;
}
