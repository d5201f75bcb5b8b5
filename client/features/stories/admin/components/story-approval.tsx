import { storyFlagText } from '@common/schemas/contact-guard';
import { Check, Eye, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import type { Story } from '@common/schemas/stories';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CountTabs } from '@/components/ui/count-tabs';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { defaultAvatar } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useDeleteStory } from '../../api/delete-story';
import { useAdminStories, type StoryFilter } from '../api/get-admin-stories';
import { useSetStoryStatus } from '../api/set-story-status';
import { RejectDialog } from './reject-dialog';
import { ListFailed } from '@/components/ui/list-failed';

const FILTERS: Array<{ id: StoryFilter; label: string }> = [
  { id: 'pending', label: 'Pending' },
  { id: 'approved', label: 'Approved' },
  { id: 'rejected', label: 'Rejected' },
  { id: 'all', label: 'All' },
];
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_CLASS = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

/** Story Approval: the queue by status; approve or reject (with a reason) from the list or the detail dialog. */
/** The guard's flag on a story (decision 053): it may hold contact details; the admin reads it before approving. */
function ContactFlag({ kind }: { kind: string }) {
  return <p className="mt-2 rounded-xl bg-amber-50 p-2 text-sm font-medium text-amber-950">{storyFlagText(kind)}</p>;
}

export function StoryApproval() {
  const [filter, setFilter] = useState<StoryFilter>('pending');
  const stories = useAdminStories(filter);
  const [details, setDetails] = useState<Story | null>(null);
  const [rejecting, setRejecting] = useState<Story | null>(null);
  const items = stories.data?.pages.flatMap((p) => p.items) ?? [];
  const loadedCount = stories.data && !stories.hasNextPage ? items.length : undefined;

  const status = useSetStoryStatus({
    onSuccess: (res, vars) => {
      toast({ title: vars.status === 'approved' ? 'Story approved' : 'Story rejected', description: res.message });
      setRejecting(null);
      setDetails(null);
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to update story'), variant: 'destructive' }),
  });
  const approve = (s: Story) => status.mutate({ id: s.id, status: 'approved' });
  const [deleting, setDeleting] = useState<Story | null>(null);
  const remove = useDeleteStory({
    onSuccess: () => {
      toast({ title: 'Story deleted' });
      setDeleting(null);
      setDetails(null);
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to delete story'), variant: 'destructive' }),
  });

  return (
    <section aria-labelledby="story-approval-title">
      <h2 id="story-approval-title" className="mb-4 text-xl font-bold text-neutral-900">
        Story Approval
      </h2>
      <CountTabs
        label="Show stories"
        tabs={FILTERS.map((f) => ({ ...f, count: f.id === filter ? loadedCount : undefined }))}
        value={filter}
        onChange={setFilter}
      />
      <div className="mt-4">
        {stories.isLoading ? (
          <div aria-hidden className="h-64 animate-pulse rounded-2xl bg-neutral-100" />
        ) : stories.isError ? (
          <ListFailed onRetry={() => void stories.refetch()} retrying={stories.isFetching}>
            We couldn’t load the stories.
          </ListFailed>
        ) : items.length === 0 ? (
          <p className="rounded-2xl bg-neutral-50 p-6 text-center text-neutral-700">
            {filter === 'pending' ? 'No stories are waiting for approval.' : 'No stories here.'}
          </p>
        ) : (
          <ul className="grid gap-3">
            {items.map((s) => (
              <li key={s.id} className="rounded-2xl border border-neutral-200 bg-white p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <UserAvatar
                    src={s.author.avatar ?? defaultAvatar(s.author.id)}
                    name={s.author.displayName}
                    className="size-8"
                  />
                  <p className="min-w-0 flex-1 text-sm">
                    <span className="font-semibold text-neutral-900">{s.author.displayName}</span> · {s.challenge.title}
                    <span className="block text-xs text-neutral-600">{when.format(new Date(s.createdAt))}</span>
                  </p>
                  <span
                    className={cn('rounded-full px-2 py-0.5 text-xs font-semibold capitalize', STATUS_CLASS[s.status])}
                  >
                    {s.status}
                  </span>
                </div>
                <p className="mt-2 line-clamp-3 break-words whitespace-pre-line text-neutral-800">{s.content}</p>
                {s.contactFlag ? <ContactFlag kind={s.contactFlag} /> : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDetails(s)}
                    aria-label={`View story by ${s.author.displayName}`}
                  >
                    <Eye aria-hidden /> View
                  </Button>
                  {s.status !== 'approved' ? (
                    <Button
                      size="sm"
                      onClick={() => approve(s)}
                      pending={status.isPending}
                      aria-label={`Approve story by ${s.author.displayName}`}
                    >
                      <Check aria-hidden /> Approve
                    </Button>
                  ) : null}
                  {s.status !== 'rejected' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setRejecting(s)}
                      aria-label={`Reject story by ${s.author.displayName}`}
                    >
                      <X aria-hidden /> Reject
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {stories.hasNextPage ? (
          <div className="mt-4 text-center">
            <Button variant="outline" onClick={() => void stories.fetchNextPage()} pending={stories.isFetchingNextPage}>
              Load More
            </Button>
          </div>
        ) : null}
      </div>
      <Dialog open={details !== null} onOpenChange={(o) => !o && setDetails(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Story Details</DialogTitle>
            <DialogDescription>
              By {details?.author.displayName} about “{details?.challenge.title}” · {details?.status}
            </DialogDescription>
          </DialogHeader>
          <p className="break-words whitespace-pre-line text-neutral-800">{details?.content}</p>
          {details?.contactFlag ? <ContactFlag kind={details.contactFlag} /> : null}
          {details?.image ? (
            <img src={details.image} alt="" className="mt-3 max-h-96 rounded-xl object-contain" />
          ) : null}
          {details?.rejectionReason ? (
            <p className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900">Rejected: {details.rejectionReason}</p>
          ) : null}
          <DialogFooter>
            {details ? (
              <Button variant="ghost" onClick={() => setDeleting(details)} className="sm:mr-auto">
                <Trash2 aria-hidden /> Delete
              </Button>
            ) : null}
            {details && details.status !== 'rejected' ? (
              <Button variant="outline" onClick={() => setRejecting(details)}>
                Reject
              </Button>
            ) : null}
            {details && details.status !== 'approved' ? (
              <Button onClick={() => approve(details)} pending={status.isPending}>
                Approve
              </Button>
            ) : null}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete Story"
        description="Delete this story for good? Any points it earned its author are taken back, and they are not told why."
        confirmLabel="Delete Story"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
      <RejectDialog
        key={rejecting?.id ?? 'none'}
        open={rejecting !== null}
        onOpenChange={(o) => !o && setRejecting(null)}
        pending={status.isPending}
        onReject={(reason) => rejecting && status.mutate({ id: rejecting.id, status: 'rejected', reason })}
      />
    </section>
  );
}
