import { ClipboardList, MessagesSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EDIT_CATEGORIES, updateRequestInput } from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDeleteRequest } from '../api/delete-request';
import { useMyRequests } from '../api/get-my-requests';
import type { HelpRequest } from '../api/types';
import { useUpdateRequest } from '../api/update-request';
import { categoryLabel, REQUEST_STATUS_LABELS, urgencyLabel } from '../lib/constants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RequestForm } from './request-form';
import { ListSkeleton, Pill } from './request-list';
import { relativeTime } from '@/lib/relative-time';

const statusClass: Record<string, string> = {
  open: 'bg-emerald-50 text-emerald-800',
  in_progress: 'bg-sky-50 text-sky-800',
  completed: 'bg-neutral-100 text-neutral-700',
  cancelled: 'bg-neutral-100 text-neutral-600',
};

function EditRequestDialog({ request, onClose }: { request: HelpRequest; onClose: () => void }) {
  const update = useUpdateRequest();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit request</DialogTitle>
        </DialogHeader>
        <RequestForm
          schema={updateRequestInput}
          categories={EDIT_CATEGORIES}
          initial={{
            title: request.title,
            description: request.description,
            category: request.category,
            urgency: request.urgency,
          }}
          pending={update.isPending}
          submitLabel="Save changes"
          cancel={
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
          }
          onSubmit={(value) =>
            update.mutate(
              {
                id: request.id,
                change: { ...value, category: value.category as (typeof EDIT_CATEGORIES)[number] },
              },
              {
                onSuccess: () => {
                  toast({ title: 'Request updated' });
                  onClose();
                },
                onError: (err) =>
                  toast({
                    title: 'Error',
                    description: errorMessage(err, 'Failed to update request. Please try again.'),
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}

function MyRequestCard({ request }: { request: HelpRequest }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateRequest();
  const remove = useDeleteRequest();
  const headingId = useId();
  const open = request.status === 'open';
  const complete = () =>
    update.mutate(
      { id: request.id, change: { status: 'completed' } },
      {
        onSuccess: () => toast({ title: 'Request completed!' }),
        onError: (err) =>
          toast({
            title: 'Error',
            description: errorMessage(err, 'Failed to update request. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Pill className={statusClass[request.status]}>{REQUEST_STATUS_LABELS[request.status]}</Pill>
        <Pill className="bg-brand-50 text-brand-dark">{categoryLabel(request.category)}</Pill>
        <Pill className="bg-neutral-100 text-neutral-700">{urgencyLabel(request.urgency)} urgency</Pill>
        <span className="text-xs text-neutral-600">Posted {relativeTime(request.createdAt, { style: 'spoken' })}</span>
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-bold break-words text-neutral-900">
        {request.title}
      </h3>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-neutral-700">{request.description}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {request.conversationId ? (
          <Button asChild size="sm" variant="subtle">
            <Link to={paths.chat(request.conversationId)}>
              <MessagesSquare aria-hidden /> Open chat
              {request.helper ? ` with ${request.helper.displayName}` : ''}
            </Link>
          </Button>
        ) : null}
        {open ? (
          <>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button size="sm" variant="outline" onClick={complete} pending={update.isPending}>
              Mark complete
            </Button>
          </>
        ) : null}
        {request.status !== 'in_progress' ? (
          <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setDeleting(true)}>
            Delete
          </Button>
        ) : null}
      </div>
      {editing ? <EditRequestDialog request={request} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this request?"
        description="It will no longer be shown to anyone."
        confirmLabel="Delete request"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(request.id, {
            onSuccess: () => {
              setDeleting(false);
              toast({ title: 'Request deleted' });
            },
            onError: (err) =>
              toast({
                title: 'Error',
                description: errorMessage(err, 'Failed to delete request. Please try again.'),
                variant: 'destructive',
              }),
          })
        }
      />
    </article>
  );
}

/** 'My Requests': the member's own requests, with edit, complete and delete as their status allows. */
export function MyRequests({ onAsk }: { onAsk: () => void }) {
  const query = useMyRequests();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (query.isPending) return <ListSkeleton label="Loading your requests" rows={2} />;
  if (query.isError)
    return (
      <LoadFailed
        title="We couldn’t load your requests"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        homeLink={false}
      />
    );
  if (items.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center">
        <ClipboardList aria-hidden className="mx-auto size-10 text-neutral-400" />
        <p className="mt-3 font-semibold text-neutral-900">You haven’t asked for help yet</p>
        <p className="mt-1 text-sm text-neutral-600">Everyone needs a hand sometimes. Kind members are here.</p>
        <Button className="mt-4" onClick={onAsk}>
          Ask for Kindness
        </Button>
      </div>
    );
  return (
    <div className="grid grid-cols-1 gap-4">
      {items.map((r) => (
        <MyRequestCard key={r.id} request={r} />
      ))}
      {query.hasNextPage ? (
        <div className="text-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} pending={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
