import type { UploadedImage } from '@common/schemas/challenges';
import { api } from '@/lib/api-client';

/** POST /api/admin/images (multipart `image`): a challenge or reward picture, answered as its path. */
export const uploadContentImage = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return api<UploadedImage>('/api/admin/images', { body: form });
};
