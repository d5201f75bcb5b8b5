import { zodResolver } from '@hookform/resolvers/zod';
import { Flag, Trash2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { COMMENT_MAX, createCommentInput, type CreateCommentInput } from '@common/schemas/stories';
import type { CurrentUser } from '@common/schemas/users';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { defaultAvatar } from '@/lib/auth';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import type { ReportTarget } from '../api/report-content';
import { relativeTime } from '@/lib/relative-time';
import { MemberMenu } from './member-menu';
import { ListFailed } from '@/components/ui/list-failed';

/**
 * A story's comments: everyone reads them; members write, authors and admins delete, members report and block the
 * author of someone else's comment (whose comments then leave the list).
 */
export function StoryComments({
  storyId,
  user,
  onReport,
}: {
  storyId: number;
  user: CurrentUser | null;
  onReport: (target: ReportTarget) => void;
}) {
  const comments = useComments(storyId, true);
  const form = useForm<CreateCommentInput, unknown, z.output<typeof createCommentInput>>({
    resolver: zodResolver(createCommentInput),
    defaultValues: { content: '' },
  });
  const text = useWatch({ control: form.control, name: 'content' }) ?? '';
  const create = useCreateComment({
    onSuccess: () => form.reset(),
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to post comment'), variant: 'destructive' }),
  });
  const remove = useDeleteComment({
    onSuccess: () => toast({ title: 'Comment deleted' }),
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to delete comment'), variant: 'destructive' }),
  });
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];

  const submit = form.handleSubmit(({ content }) => create.mutate({ storyId, content }));

  return (
    <div className="mt-4 border-t border-neutral-100 pt-4">
      {comments.isLoading ? (
        <Spinner label="Loading comments" />
      ) : comments.isError ? (
        <ListFailed inline onRetry={() => void comments.refetch()} retrying={comments.isFetching}>
          We couldn’t load the comments.
        </ListFailed>
      ) : items.length === 0 ? (
        <p className="text-sm text-neutral-600">No comments yet.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Comments">
          {items.map((c) => {
            const mine = user?.id === c.author.id;
            return (
              <li key={c.id} className="flex gap-2">
                <UserAvatar
                  src={c.author.avatar ?? defaultAvatar(c.author.id)}
                  name={c.author.displayName}
                  className="size-8"
                />
                <div className="min-w-0 flex-1 rounded-xl bg-neutral-50 px-3 py-2">
                  <p className="text-sm">
                    <span className="font-semibold text-neutral-900">{c.author.displayName}</span>{' '}
                    <span className="text-xs text-neutral-600">{relativeTime(c.createdAt)}</span>
                  </p>
                  <p className="text-sm break-words whitespace-pre-line text-neutral-800">{c.content}</p>
                </div>
                {mine || user?.role === 'admin' ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Delete comment"
                    pending={remove.isPending}
                    onClick={() => remove.mutate({ id: c.id, storyId })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : user ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Report comment"
                    onClick={() => onReport({ kind: 'comment', id: c.id })}
                  >
                    <Flag aria-hidden />
                  </Button>
                ) : null}
                {user && !mine ? <MemberMenu member={c.author} what="comment" /> : null}
              </li>
            );
          })}
        </ul>
      )}
      {comments.hasNextPage ? (
        <Button
          variant="link"
          size="sm"
          onClick={() => void comments.fetchNextPage()}
          pending={comments.isFetchingNextPage}
        >
          Load more comments
        </Button>
      ) : null}
      {user ? (
        <form onSubmit={submit} noValidate className="mt-3 grid gap-2">
          <FormField
            label="Add a comment"
            error={form.formState.errors.content?.message}
            hint={`${text.length}/${COMMENT_MAX}`}
          >
            {(p) => <Textarea {...p} rows={2} maxLength={COMMENT_MAX} {...form.register('content')} />}
          </FormField>
          <div>
            <Button type="submit" size="sm" pending={create.isPending}>
              {create.isPending ? 'Posting…' : 'Post Comment'}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-3 text-sm text-neutral-700">
          <Link
            to={paths.auth({ tab: 'login', redirect: paths.stories })}
            className="font-semibold text-brand-dark underline"
          >
            Log in
          </Link>{' '}
          to join the conversation.
        </p>
      )}
    </div>
  );
}
