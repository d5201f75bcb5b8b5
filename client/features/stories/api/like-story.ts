import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeState } from '@common/schemas/stories';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { storyLikedQuery } from './get-story-liked';

/** POST (like) or DELETE (unlike) /api/stories/{id}/like: answers the member's like and the story's count. */
export const setStoryLike = ({ id, like }: { id: number; like: boolean }) =>
  api<LikeState>(`/api/stories/${id}/like`, { method: like ? 'POST' : 'DELETE' });

/** Likes or unlikes a story; the card keeps the server's count. */
export function useLikeStory(config: MutationConfig<LikeState, { id: number; like: boolean }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: setStoryLike,
    onSuccess: (res, vars, ...rest) => {
      queryClient.setQueryData(storyLikedQuery(vars.id).queryKey, res.liked);
      return config.onSuccess?.(res, vars, ...rest);
    },
  });
}
