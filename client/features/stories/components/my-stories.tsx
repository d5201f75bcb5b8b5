import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Story } from '@common/schemas/stories';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteStory } from '../api/delete-story';
import { useMyStories } from '../api/get-my-stories';
import { useUpdateStory } from '../api/update-story';
import { relativeTime } from '@/lib/relative-time';
import { StoryForm } from './story-form';
import { ListFailed } from '@/components/ui/list-failed';
import { plural } from '@common/plural';

const STATUS = {
  pending: { label: 'Pending approval', className: 'bg-amber-100 text-amber-900' },
  approved: { label: 'Approved', className: 'bg-green-100 text-green-900' },
  rejected: { label: 'Not approved', className: 'bg-red-100 text-red-900' },
} as const;

/**
 * The dashboard's My Stories tab: each story with its status; a rejected one shows the admin's reason and can be
 * edited and resubmitted; every story can be deleted.
 */
export function MyStories() {
  const stories = useMyStories();
  const [editing, setEditing] = useState<Story | null>(null);
  const [deleting, setDeleting] = useState<Story | null>(null);
  const update = useUpdateStory({
    onSuccess: () => {
      toast({ title: 'Story resubmitted', description: 'It will appear once an admin approves it.' });
      setEditing(null);
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to update story'), variant: 'destructive' }),
  });
  const remove = useDeleteStory({
    onSuccess: () => {
      toast({ title: 'Story deleted' });
      setDeleting(null);
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to delete story'), variant: 'destructive' }),
  });

  if (stories.isLoading) return <div aria-hidden className="h-48 animate-pulse rounded-2xl bg-neutral-100" />;
  if (stories.isError)
    return (
      <ListFailed onRetry={() => void stories.refetch()} retrying={stories.isFetching}>
        Failed to load your stories. Please try again later.
      </ListFailed>
    );
  const list = stories.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.length === 0)
    return (
      <p className="rounded-2xl bg-neutral-50 p-6 text-center text-neutral-700">
        You haven’t shared a story yet. Complete a challenge, then tell us how it went!
      </p>
    );
  return (
    <>
      <ul className="grid gap-3">
        {list.map((s) => (
          <li key={s.id} className="rounded-2xl border border-neutral-200 bg-white p-4">
            <div className="flex flex-wrap items-center gap-2">
              <p className="min-w-0 flex-1 font-semibold break-words text-neutral-900">{s.challenge.title}</p>
              <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', STATUS[s.status].className)}>
                {STATUS[s.status].label}
              </span>
            </div>
            <p className="mt-1 text-xs text-neutral-600">
              {relativeTime(s.createdAt)}
              {s.status === 'approved' ? ` · ${plural(s.likes, 'like')}` : ''}
            </p>
            <p className="mt-2 break-words whitespace-pre-line text-neutral-800">{s.content}</p>
            {s.image ? <img src={s.image} alt="" className="mt-2 max-h-40 rounded-xl object-cover" /> : null}
            {s.status === 'rejected' && s.rejectionReason ? (
              <p className="mt-2 rounded-xl bg-red-50 p-3 text-sm text-red-900">
                <strong>Why it wasn’t approved:</strong> {s.rejectionReason}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              {s.status !== 'approved' ? (
                <Button size="sm" variant="outline" onClick={() => setEditing(s)}>
                  <Pencil aria-hidden /> {s.status === 'rejected' ? 'Edit & Resubmit' : 'Edit'}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDeleting(s)}
                aria-label={`Delete story about ${s.challenge.title}`}
              >
                <Trash2 aria-hidden /> Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {stories.hasNextPage ? (
        <div className="mt-3 text-center">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void stories.fetchNextPage()}
            pending={stories.isFetchingNextPage}
          >
            Show More
          </Button>
        </div>
      ) : null}
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit Your Story</DialogTitle>
            <DialogDescription>Saving sends it to our team for approval again.</DialogDescription>
          </DialogHeader>
          {editing ? (
            <StoryForm
              initialContent={editing.content}
              initialImage={editing.image}
              submitLabel="Resubmit Story"
              pending={update.isPending}
              onCancel={() => setEditing(null)}
              onSubmit={(v) =>
                update.mutate({ id: editing.id, content: v.content, image: v.image, removeImage: v.removeImage })
              }
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete Story"
        description="Are you sure you want to delete this story? This cannot be undone, and any points it earned are taken back."
        confirmLabel="Delete Story"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}
