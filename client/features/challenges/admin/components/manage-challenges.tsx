import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Challenge } from '@common/schemas/challenges';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useAllChallenges } from '../api/get-all-challenges';
import { ChallengeFormDialog } from './challenge-form-dialog';
import { ListFailed } from '@/components/ui/list-failed';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_CLASS = {
  upcoming: 'bg-sky-100 text-sky-900',
  active: 'bg-green-100 text-green-900',
  completed: 'bg-neutral-200 text-neutral-800',
} as const;

/** Manage Challenges: every challenge with its dates, status and points; create and edit. */
export function ManageChallenges() {
  const challenges = useAllChallenges();
  // `undefined`: closed; null: a new challenge; else the challenge being edited.
  const [editing, setEditing] = useState<Challenge | null | undefined>(undefined);
  const columns: Array<Column<Challenge>> = [
    { header: 'Title', cell: (c) => <span className="font-semibold break-words text-neutral-900">{c.title}</span> },
    {
      header: 'Dates',
      cell: (c) => (
        <span className="text-xs">
          {when.format(new Date(c.startDate))} –<br />
          {when.format(new Date(c.endDate))}
        </span>
      ),
    },
    {
      header: 'Status',
      cell: (c) => (
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold capitalize', STATUS_CLASS[c.status])}>
          {c.status}
        </span>
      ),
    },
    { header: 'Points', cell: (c) => `${c.basePoints} + ${c.bonusPoints}` },
    { header: 'Completed', cell: (c) => c.completedCount },
    {
      header: 'Actions',
      cell: (c) => (
        <Button size="sm" variant="outline" onClick={() => setEditing(c)} aria-label={`Edit ${c.title}`}>
          <Pencil aria-hidden /> Edit
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="manage-challenges-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="manage-challenges-title" className="text-xl font-bold text-neutral-900">
          Manage Challenges
        </h2>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden /> Create Challenge
        </Button>
      </div>
      {challenges.isError ? (
        <ListFailed onRetry={() => void challenges.refetch()} retrying={challenges.isFetching}>
          We couldn’t load the challenges.
        </ListFailed>
      ) : (
        <DataTable
          caption="Challenges"
          columns={columns}
          rows={challenges.data ?? []}
          rowKey={(c) => c.id}
          loading={challenges.isLoading}
          empty="No challenges yet. Create the first one!"
        />
      )}
      {editing !== undefined ? (
        <ChallengeFormDialog
          key={editing?.id ?? 'new'}
          challenge={editing}
          open
          onOpenChange={(o) => !o && setEditing(undefined)}
        />
      ) : null}
    </section>
  );
}
