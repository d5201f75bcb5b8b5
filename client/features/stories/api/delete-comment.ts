import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@common/schemas/common';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { commentsPath } from './get-comments';

/** DELETE /api/comments/{id} (its author or an admin). */
export const deleteComment = ({ id }: { id: number; storyId: number }) =>
  api<MessageResponse>(`/api/comments/${id}`, { method: 'DELETE' });

/** Deletes a comment; its story's comment list loads again. */
export function useDeleteComment(config: MutationConfig<MessageResponse, { id: number; storyId: number }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteComment,
    onSuccess: (res, vars, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: [commentsPath(vars.storyId)] });
      // The story cards show the count of comments.
      void queryClient.invalidateQueries({ queryKey: ['/api/stories'] });
      return config.onSuccess?.(res, vars, ...rest);
    },
  });
}
