import type { ReactNode } from 'react';
import type { AdminConversation, AdminRequest } from '@common/schemas/connections-admin';
import { DataTable, type Column } from '@/components/ui/data-table';
import { fieldClassName } from '@/components/ui/input';
import { ListFailed } from '@/components/ui/list-failed';
import { cn } from '@/lib/cn';
import { ADMIN_PAGE_SIZE } from '../api/keys';

export const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const CONVERSATION_LABELS: Record<AdminConversation['status'], string> = {
  active: 'Active',
  completed: 'Completed',
  request_removed: 'Removed request',
  closed: 'Closed',
};
const REQUEST_LABELS: Record<AdminRequest['status'], string> = {
  open: 'Open',
  in_progress: 'Helper connected',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The conversation's state in words: 'Deleted' once its members removed it. */
export const conversationStatusLabel = (c: Pick<AdminConversation, 'status' | 'deletedAt'>) =>
  c.deletedAt ? 'Deleted' : CONVERSATION_LABELS[c.status];
export const requestStatusLabel = (r: Pick<AdminRequest, 'status' | 'deletedAt'>) =>
  r.deletedAt ? 'Deleted' : REQUEST_LABELS[r.status];

export const CONVERSATION_FILTERS = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'request_removed', label: 'Removed request' },
  { value: 'closed', label: 'Closed' },
  { value: 'deleted', label: 'Deleted' },
];
export const REQUEST_FILTERS = [
  { value: '', label: 'All statuses' },
  { value: 'open', label: 'Open' },
  { value: 'in_progress', label: 'Helper connected' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'deleted', label: 'Deleted' },
];

const TONES: Record<string, string> = {
  Active: 'bg-green-100 text-green-900',
  Open: 'bg-green-100 text-green-900',
  'Helper connected': 'bg-sky-100 text-sky-900',
  Completed: 'bg-neutral-200 text-neutral-900',
  Deleted: 'bg-red-100 text-red-900',
};

export function StatusBadge({ label }: { label: string }) {
  return (
    <span
      className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', TONES[label] ?? 'bg-amber-100 text-amber-900')}
    >
      {label}
    </span>
  );
}

/** A labelled native select (the admin filters and the edit form's lists). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  id,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  id?: string;
  className?: string;
}) {
  return (
    <label className={cn('grid gap-1 text-sm font-semibold text-neutral-800', className)}>
      {label}
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(fieldClassName, 'h-11 font-normal')}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-end gap-3">{children}</div>;
}

/**
 * An admin list with one filter: the select (a new choice goes back to page 1), then the paged table, or Try again
 * when the page could not load.
 */
export function FilteredAdminTable<T>({
  filter,
  list,
  what,
  caption,
  columns,
  rowKey,
  empty,
  page,
  onPage,
}: {
  filter: {
    label: string;
    value: string;
    options: Array<{ value: string; label: string }>;
    onChange: (v: string) => void;
  };
  list: {
    data?: { items: T[]; total: number };
    isError: boolean;
    isLoading: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  what: string;
  caption: string;
  columns: Array<Column<T>>;
  rowKey: (row: T) => number;
  empty: string;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <Toolbar>
        <SelectField
          label={filter.label}
          value={filter.value}
          options={filter.options}
          onChange={(v) => {
            filter.onChange(v);
            onPage(1);
          }}
        />
      </Toolbar>
      {list.isError ? (
        <ListFailed onRetry={() => void list.refetch()} retrying={list.isFetching}>
          We couldn’t load the {what}.
        </ListFailed>
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={rowKey}
          loading={list.isLoading}
          empty={empty}
          page={page}
          total={list.data?.total}
          pageSize={ADMIN_PAGE_SIZE}
          onPage={onPage}
        />
      )}
    </>
  );
}
