import { useId, useState, type ReactNode } from 'react';
import type { AuditEntry } from '@common/schemas/audit';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { inputClassName } from '@/components/ui/input';
import { labelClassName } from '@/components/ui/label';
import { useAuditFilters } from '../api/get-audit-filters';
import { AUDIT_PAGE_SIZE, NO_FILTER, useAuditLog, type AuditFilterValues } from '../api/get-audit-log';
import { ListFailed } from '@/components/ui/list-failed';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What changed, one `key: value` a line (values as JSON when they are not plain text). */
function Changes({ changes }: { changes: Record<string, unknown> }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span className="text-neutral-500">—</span>;
  return (
    <dl className="grid gap-0.5 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="break-words">
          <dt className="inline font-semibold">{key}: </dt>
          <dd className="inline">{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

const columns: Array<Column<AuditEntry>> = [
  { header: 'When', cell: (e) => <time dateTime={e.createdAt}>{when.format(new Date(e.createdAt))}</time> },
  {
    header: 'Admin',
    cell: (e) =>
      e.actor ? (
        <>
          <p>{e.actor.displayName}</p>
          <p className="text-xs break-all text-neutral-600">{e.actor.username}</p>
        </>
      ) : (
        <span className="text-neutral-600">Deleted account</span>
      ),
  },
  { header: 'Action', cell: (e) => <code className="text-sm">{e.action}</code> },
  { header: 'Target', cell: (e) => `${e.target.type}${e.target.id !== null ? ` #${e.target.id}` : ''}` },
  { header: 'What changed', cell: (e) => <Changes changes={e.changes} />, stacked: true },
];

/** The Audit Log tab: every admin action, newest first, paged on the server, filtered by admin, action and target. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<AuditFilterValues>(NO_FILTER);
  const [filter, setFilter] = useState<AuditFilterValues>(NO_FILTER);
  const log = useAuditLog(page, filter);
  const choices = useAuditFilters();
  const set = (key: keyof AuditFilterValues, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const apply = (next: AuditFilterValues) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <section aria-label="Audit Log" className="grid gap-4">
      <p className="text-sm text-neutral-700">
        Every admin action, newest first. The log is read-only: nobody can change or remove an entry.
      </p>
      <form
        className="grid gap-3 rounded-2xl border border-neutral-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_8rem_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        <Field label="Admin">
          {(id) => (
            <select
              id={id}
              className={inputClassName}
              value={draft.actorId}
              onChange={(e) => set('actorId', e.target.value)}
            >
              <option value="">All admins</option>
              {choices.data?.admins.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.displayName}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Action">
          {(id) => (
            <select
              id={id}
              className={inputClassName}
              value={draft.action}
              onChange={(e) => set('action', e.target.value)}
            >
              <option value="">All actions</option>
              {choices.data?.actions.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Target">
          {(id) => (
            <select
              id={id}
              className={inputClassName}
              value={draft.targetType}
              onChange={(e) => set('targetType', e.target.value)}
            >
              <option value="">All targets</option>
              {choices.data?.targetTypes.map((tt) => (
                <option key={tt} value={tt}>
                  {tt}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Target id">
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              pattern="[0-9]*"
              className={inputClassName}
              value={draft.targetId}
              onChange={(e) => set('targetId', e.target.value.replace(/\D/g, ''))}
            />
          )}
        </Field>
        <div className="flex items-end gap-2">
          <Button type="submit">Filter</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft(NO_FILTER);
              apply(NO_FILTER);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      {log.isError ? (
        <ListFailed onRetry={() => void log.refetch()} retrying={log.isFetching}>
          We couldn’t load the audit log.
        </ListFailed>
      ) : (
        <DataTable
          caption="Audit log"
          columns={columns}
          rows={log.data?.items ?? []}
          rowKey={(e) => e.id}
          loading={log.isPending}
          empty={filter === NO_FILTER ? 'No admin actions yet.' : 'No entries match these filters.'}
          page={page}
          total={log.data?.total}
          pageSize={AUDIT_PAGE_SIZE}
          onPage={setPage}
        />
      )}
    </section>
  );
}
