import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '@common/schemas/challenges';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/admin/images (multipart `image`): a challenge or reward picture, answered as its path. */
export const uploadContentImage = (file: File) => {
  const form = new FormData();
  form.append('image', file);
  return api<UploadedImage>('/api/admin/images', { body: form });
};

/** Uploads a picture for a challenge or a reward. */
export function useUploadContentImage(config: MutationConfig<UploadedImage, File> = {}) {
  return useMutation({ ...config, mutationFn: uploadContentImage });
}
