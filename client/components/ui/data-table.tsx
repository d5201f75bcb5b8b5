import { useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

const WIDE = '(min-width: 768px)';

/** Whether the screen is wide enough for a table (a browser without matchMedia counts as wide). */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches,
  );
}

export interface Column<T> {
  /** The header text. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes for the column's cells on a wide screen (its width, say); the padding stays. */
  className?: string;
  /** On a phone card, the value goes under its header at full width (long text, forms, actions). */
  stacked?: boolean;
}

/** How many page buttons show at most (the spec's admin tables). */
export const PAGE_BUTTONS = 5;

/** The page numbers to offer around `page`: at most five, kept within 1..pages. */
export function pageWindow(page: number, pages: number): number[] {
  const count = Math.min(PAGE_BUTTONS, pages);
  const start = Math.max(1, Math.min(page - Math.floor(count / 2), pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/**
 * An admin table: a caption for screen readers, on a phone one card per row (each value under its header), a
 * loading state that holds the height, the empty text, and page buttons when there is more than a page.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  empty,
  page,
  total,
  pageSize,
  onPage,
}: {
  caption: string;
  columns: Array<Column<T>>;
  rows: T[];
  rowKey: (row: T) => string | number;
  loading?: boolean;
  empty: ReactNode;
  page?: number;
  total?: number;
  pageSize?: number;
  onPage?: (page: number) => void;
}) {
  const pages = total !== undefined && pageSize ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  const wide = useWideScreen();
  // An empty table says so in a box as wide as the screen, not in a row that scrolls sideways on a phone.
  if (!loading && rows.length === 0 && (page ?? 1) === 1)
    return (
      <p className="rounded-2xl border border-neutral-200 bg-white px-4 py-8 text-center text-neutral-600">{empty}</p>
    );
  const body = wide ? (
    <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-700 uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className="px-4 py-3">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {loading ? (
            Array.from({ length: 3 }, (_, i) => (
              <tr key={i} aria-hidden>
                <td colSpan={columns.length} className="px-4 py-3">
                  <div className="h-6 animate-pulse rounded bg-neutral-100" />
                </td>
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-neutral-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={rowKey(r)} className="align-top">
                {columns.map((c) => (
                  <td key={c.header} className={cn('px-4 py-3', c.className)}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  ) : (
    <ul aria-label={caption} className="grid gap-3">
      {loading
        ? [0, 1, 2].map((i) => <li key={i} aria-hidden className="h-32 animate-pulse rounded-2xl bg-neutral-100" />)
        : rows.map((r) => (
            <li key={rowKey(r)} className="rounded-2xl border border-neutral-200 bg-white p-4">
              <dl className="grid gap-2 text-sm">
                {columns.map((c) => (
                  <div
                    key={c.header}
                    className={c.stacked ? 'grid gap-1' : 'grid grid-cols-[6rem_minmax(0,1fr)] gap-2'}
                  >
                    <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{c.header}</dt>
                    <dd className="min-w-0 break-words">{c.cell(r)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
    </ul>
  );
  return (
    <div>
      {body}
      {pages > 1 && page !== undefined && onPage ? (
        <nav aria-label={`${caption} pages`} className="mt-3 flex flex-wrap items-center justify-center gap-1">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          {pageWindow(page, pages).map((p) => (
            <Button
              key={p}
              size="sm"
              variant={p === page ? 'primary' : 'ghost'}
              aria-current={p === page ? 'page' : undefined}
              aria-label={`Page ${p}`}
              onClick={() => onPage(p)}
            >
              {p}
            </Button>
          ))}
          <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
