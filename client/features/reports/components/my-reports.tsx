import { Flag } from 'lucide-react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { cn } from '@/lib/cn';
import { useMyReports } from '../api/get-my-reports';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** 'Your reports': what the member reported and what came of it, in plain words. */
export function MyReports() {
  const reports = useMyReports();
  return (
    <Card aria-labelledby="my-reports-title">
      <CardTitle id="my-reports-title">Your reports</CardTitle>
      <CardDescription>
        What you reported and what happened. For everyone’s privacy we only tell you the outcome.
      </CardDescription>
      <div className="mt-4">
        {reports.isPending ? (
          <div
            role="status"
            aria-label="Loading your reports"
            className="h-14 animate-pulse rounded-xl bg-neutral-50"
          />
        ) : reports.isError ? (
          <LoadFailed
            title="We couldn’t load your reports"
            onRetry={() => void reports.refetch()}
            retrying={reports.isFetching}
            homeLink={false}
          />
        ) : reports.data.items.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-neutral-600">
            <Flag aria-hidden className="size-4" /> You haven’t reported anything.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {reports.data.items.map((r) => (
              <li key={`${r.kind}:${r.id}`} className="rounded-xl border border-neutral-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-neutral-900">{r.about}</p>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-semibold',
                      r.status === 'resolved' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900',
                    )}
                  >
                    {r.statusText}
                  </span>
                </div>
                <p className="mt-1 text-sm text-neutral-700">
                  {r.reason} · {when.format(new Date(r.createdAt))}
                </p>
                {r.outcomeText ? <p className="mt-1 text-sm font-medium text-neutral-900">{r.outcomeText}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
