import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StorySaved } from '@common/schemas/stories';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export interface CreateStoryInput {
  challengeId: number;
  content: string;
  image?: File | null;
}

/** POST /api/stories: multipart `data` JSON plus an optional `image`; the story waits for approval. */
export function createStory({ challengeId, content, image }: CreateStoryInput) {
  const form = new FormData();
  form.append('data', JSON.stringify({ challengeId, content }));
  if (image) form.append('image', image);
  return api<StorySaved>('/api/stories', { body: form });
}

/** Shares a story; the member's own list of stories loads again. */
export function useCreateStory(config: MutationConfig<StorySaved, CreateStoryInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createStory,
    onSuccess: (...args) => {
      for (const key of ['/api/user/stories', '/api/user/completedChallenges'])
        void queryClient.invalidateQueries({ queryKey: [key] });
      return config.onSuccess?.(...args);
    },
  });
}
