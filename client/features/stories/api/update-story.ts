import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StorySaved } from '@common/schemas/stories';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export interface UpdateStoryInput {
  id: number;
  content: string;
  /** A new photo; left out, the story keeps its own. */
  image?: File | null;
  /** Take the photo off the story. */
  removeImage?: boolean;
}

/** PUT /api/stories/{id} (its author): the edited story goes back to pending for approval. */
export function updateStory({ id, content, image, removeImage }: UpdateStoryInput) {
  const form = new FormData();
  form.append('data', JSON.stringify({ content, ...(removeImage ? { removeImage: true } : {}) }));
  if (image) form.append('image', image);
  return api<StorySaved>(`/api/stories/${id}`, { method: 'PUT', body: form });
}

/** Edits and resubmits the member's own story. */
export function useUpdateStory(config: MutationConfig<StorySaved, UpdateStoryInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateStory,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/user/stories'] });
      return config.onSuccess?.(...args);
    },
  });
}
