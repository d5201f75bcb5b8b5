import { POINTS_REASON_LABELS } from '@common/schemas/points';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { usePointsHistory } from '../api/get-points-history';
import { ListFailed } from '@/components/ui/list-failed';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The member's points history: every change, newest first, ten at a time. */
export function PointsHistory() {
  const history = usePointsHistory();
  const items = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="points-history-title" className="mt-8">
      <h2 id="points-history-title" className="text-xl font-bold text-neutral-900">
        Points History
      </h2>
      {history.isLoading ? (
        <div
          className="mt-3 h-40 animate-pulse rounded-2xl bg-neutral-100"
          aria-hidden
          data-testid="history-skeleton"
        />
      ) : history.isError ? (
        <ListFailed
          inline
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
          className="mt-3 text-base"
        >
          We couldn’t load your points history.
        </ListFailed>
      ) : items.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-neutral-50 p-4 text-neutral-700">
          No points yet. Complete a challenge to earn your first ones!
        </p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-neutral-100 rounded-2xl border border-neutral-200 bg-white">
            {items.map((e) => (
              <li key={e.id} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-neutral-900">
                    {e.description || POINTS_REASON_LABELS[e.reason]}
                  </p>
                  <p className="text-xs text-neutral-600">
                    <time dateTime={e.createdAt}>{when.format(new Date(e.createdAt))}</time>
                  </p>
                </div>
                <span
                  className={cn('shrink-0 font-bold tabular-nums', e.delta >= 0 ? 'text-green-800' : 'text-red-700')}
                >
                  {e.delta > 0 ? `+${e.delta}` : e.delta}
                </span>
              </li>
            ))}
          </ul>
          {history.hasNextPage ? (
            <div className="mt-3 text-center">
              <Button
                variant="outline"
                size="sm"
                onClick={() => void history.fetchNextPage()}
                pending={history.isFetchingNextPage}
              >
                {history.isFetchingNextPage ? <Spinner label="Loading" /> : 'Show More'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
