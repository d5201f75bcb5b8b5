import { useState } from 'react';
import { Link } from 'react-router';
import { CONTACT_KIND_LABELS, HOLD_TARGET_LABELS } from '@common/schemas/contact-guard';
import type { ContactKind } from '@common/contact-info';
import { OUTCOME_LABELS, type AdminReport, type ReviewQueueItem } from '@common/schemas/moderation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useApproveStory } from '../api/approve-story';
import { useDecideAppeal } from '../api/decide-appeal';
import { QUEUE_PAGE_SIZE, useReviewQueue } from '../api/get-review-queue';
import { useMarkCrisisHandled } from '../api/mark-crisis-handled';
import { useRemoveHiddenText } from '../api/remove-hidden-text';
import { useRestoreHiddenText } from '../api/restore-hidden-text';
import { ResolveDialog } from './resolve-dialog';
import { reportAbout, StatusBadge, when } from './report-parts';
import { ListFailed } from '@/components/ui/list-failed';
import { plural } from '@common/plural';

const failed = (fallback: string) => (err: unknown) =>
  toast({ title: 'Error', description: errorMessage(err, fallback), variant: 'destructive' });

/** A note being written, kept by the queue: the table redraws its rows when the screen crosses its phone width. */
interface Drafts {
  get: (key: string) => string;
  set: (key: string, value: string) => void;
}

function AppealActions({ id, drafts }: { id: number; drafts: Drafts }) {
  const note = drafts.get(`appeal:${id}`);
  const setNote = (value: string) => drafts.set(`appeal:${id}`, value);
  const decide = useDecideAppeal({
    onSuccess: (res) => toast({ title: 'Appeal decided', description: res.message }),
    onError: failed('Failed to decide the appeal.'),
  });
  return (
    <div className="grid gap-2">
      <label htmlFor={`appeal-note-${id}`} className="text-xs font-semibold text-neutral-700">
        Note to the member (optional)
      </label>
      <Textarea id={`appeal-note-${id}`} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      <p className="text-xs text-neutral-600">
        Accepting withdraws the decision, lifts a block or a suspension it put in place, brings back a removed story,
        and tells the member.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          pending={decide.isPending}
          onClick={() => decide.mutate({ id, decision: 'overturned', note: note.trim() || undefined })}
        >
          Accept appeal
        </Button>
        <Button
          size="sm"
          variant="outline"
          pending={decide.isPending}
          onClick={() => decide.mutate({ id, decision: 'upheld', note: note.trim() || undefined })}
        >
          Keep decision
        </Button>
      </div>
    </div>
  );
}

/** A stored text the contact sweep hid (decision 053): read it, then show it again or remove it. */
function HiddenActions({ holdId }: { holdId: number }) {
  const done = (res: { message: string }) => toast({ title: 'Done', description: res.message });
  const restore = useRestoreHiddenText({ onSuccess: done, onError: failed('Failed to restore the text.') });
  const remove = useRemoveHiddenText({ onSuccess: done, onError: failed('Failed to remove the text.') });
  const busy = restore.isPending || remove.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" pending={busy} onClick={() => restore.mutate(holdId)}>
        Restore
      </Button>
      <Button size="sm" pending={busy} onClick={() => remove.mutate(holdId)}>
        Remove
      </Button>
    </div>
  );
}

function Item({ item, onOpen, drafts }: { item: ReviewQueueItem; onOpen: (r: AdminReport) => void; drafts: Drafts }) {
  const approve = useApproveStory({
    onSuccess: () => toast({ title: 'Story approved' }),
    onError: failed('Failed to update story.'),
  });
  const handled = useMarkCrisisHandled({
    onSuccess: (res) => toast({ title: 'Done', description: res.message }),
    onError: failed('Failed to update the message.'),
  });
  switch (item.type) {
    case 'reports':
      return (
        <div className="grid gap-2">
          <p className="font-semibold text-neutral-900">
            {plural(item.count, 'report')} about {item.subjectName}
          </p>
          <ul className="grid gap-2">
            {item.reports.map((r) => (
              <li key={`${r.kind}:${r.id}`} className="flex flex-wrap items-center gap-2 text-sm">
                <StatusBadge status={r.status} />
                <span className="text-neutral-600">{reportAbout(r)}:</span>
                <span className="min-w-40 flex-1 break-words">{r.reason}</span>
                <Button size="sm" onClick={() => onOpen(r)}>
                  Review<span className="sr-only"> report {r.id}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'story':
      return (
        <div className="grid gap-2">
          <p className="font-semibold text-neutral-900">Story by {item.authorName} waits for approval</p>
          <p className="text-sm break-words text-neutral-700">{item.excerpt}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" pending={approve.isPending} onClick={() => approve.mutate(item.storyId)}>
              Approve
            </Button>
            <Button size="sm" variant="outline" asChild>
              <Link to={`${paths.admin}?tab=stories`}>Reject in Story Approval</Link>
            </Button>
          </div>
        </div>
      );
    case 'crisis':
      return (
        <div className="grid gap-2">
          <p className="font-semibold text-red-800">{item.senderName} may be in crisis</p>
          <p className="rounded-xl bg-red-50 p-3 text-sm break-words text-neutral-900">{item.excerpt}</p>
          <p className="text-xs text-neutral-600">
            They were shown where to find help. Check on the conversation (#{item.conversationId}) in Connections.
          </p>
          <div>
            <Button size="sm" pending={handled.isPending} onClick={() => handled.mutate(item.messageId)}>
              Mark handled
            </Button>
          </div>
        </div>
      );
    case 'hidden':
      return (
        <div className="grid gap-2">
          <p className="font-semibold text-neutral-900">
            {HOLD_TARGET_LABELS[item.target] ?? 'Text'} by {item.memberName} hidden: possible{' '}
            {CONTACT_KIND_LABELS[item.kind as ContactKind] ?? 'contact details'}
          </p>
          <p className="rounded-xl bg-neutral-50 p-3 text-sm break-words whitespace-pre-wrap">{item.excerpt}</p>
          <p className="text-xs text-neutral-600">
            Nobody else sees it while it waits here. Restore shows it again; Remove takes the text away for good.
          </p>
          <HiddenActions holdId={item.holdId} />
        </div>
      );
    case 'appeal':
      return (
        <div className="grid gap-2">
          <p className="font-semibold text-neutral-900">
            {item.appeal.memberName} appeals: {OUTCOME_LABELS[item.appeal.outcome]}
          </p>
          <p className="text-xs text-neutral-600">Report reason: {item.appeal.reason}</p>
          <p className="rounded-xl bg-neutral-50 p-3 text-sm whitespace-pre-wrap">{item.appeal.text}</p>
          <AppealActions id={item.appeal.id} drafts={drafts} />
        </div>
      );
  }
}

const TYPE_LABELS: Record<ReviewQueueItem['type'], string> = {
  reports: 'Reports',
  story: 'Story',
  crisis: 'Crisis',
  appeal: 'Appeal',
  hidden: 'Hidden text',
};

/** The one review queue: everything waiting for an admin, reports about one member together, worst and oldest first. */
export function ReviewQueue() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminReport | null>(null);
  const queue = useReviewQueue(page);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const drafts: Drafts = {
    get: (key) => notes[key] ?? '',
    set: (key, value) => setNotes((n) => ({ ...n, [key]: value })),
  };
  const columns: Array<Column<ReviewQueueItem>> = [
    {
      header: 'Kind',
      cell: (i) => <span className="text-sm font-semibold text-brand-dark">{TYPE_LABELS[i.type]}</span>,
    },
    { header: 'Waiting since', cell: (i) => when.format(new Date(i.createdAt)) },
    {
      header: 'What and actions',
      cell: (i) => <Item item={i} onOpen={setOpen} drafts={drafts} />,
      className: 'w-3/5',
      stacked: true,
    },
  ];
  return (
    <Card aria-labelledby="review-queue-title">
      <h2 id="review-queue-title" className="mb-4 text-xl font-bold text-neutral-900">
        Review Queue
      </h2>
      {queue.isError ? (
        <ListFailed onRetry={() => void queue.refetch()} retrying={queue.isFetching}>
          We couldn’t load the review queue.
        </ListFailed>
      ) : (
        <DataTable
          caption="Review queue"
          columns={columns}
          rows={queue.data?.items ?? []}
          rowKey={(i) => i.key}
          loading={queue.isLoading}
          empty="Nothing is waiting for review. Thank you for keeping KindRipple kind."
          page={page}
          total={queue.data?.total}
          pageSize={QUEUE_PAGE_SIZE}
          onPage={setPage}
        />
      )}
      <ResolveDialog report={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

/** The tab's label with its count ('Review Queue (3)'). */
export function ReviewQueueLabel() {
  const queue = useReviewQueue(1);
  return <>Review Queue{queue.data ? ` (${queue.data.total})` : ''}</>;
}
