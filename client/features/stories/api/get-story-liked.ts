import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const likedPath = (id: number) => `/api/stories/${id}/liked`;

/** GET /api/stories/{id}/liked: whether the signed-in member likes the story (false for guests). */
export const getStoryLiked = (id: number) => api<boolean>(likedPath(id));

export const storyLikedQuery = (id: number) =>
  queryOptions({ queryKey: [likedPath(id)], queryFn: () => getStoryLiked(id) });

/** Whether the member likes story `id`; nothing is asked for a guest. */
export function useStoryLiked(id: number, enabled: boolean) {
  return useQuery({ ...storyLikedQuery(id), enabled });
}
