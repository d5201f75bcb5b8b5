import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@common/schemas/stories';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { commentsPath } from './get-comments';

/** POST /api/stories/{id}/comments: answers the new comment. */
export const createComment = ({ storyId, content }: { storyId: number; content: string }) =>
  api<Comment>(commentsPath(storyId), { body: { content } });

/** Comments on a story; its comment list loads again. */
export function useCreateComment(config: MutationConfig<Comment, { storyId: number; content: string }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createComment,
    onSuccess: (res, vars, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: [commentsPath(vars.storyId)] });
      // The story cards show the count of comments.
      void queryClient.invalidateQueries({ queryKey: ['/api/stories'] });
      return config.onSuccess?.(res, vars, ...rest);
    },
  });
}
