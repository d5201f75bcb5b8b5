import { useConnectionsAnalytics } from '../api/get-connections-analytics';
import { ListFailed } from '@/components/ui/list-failed';
import { plural } from '@common/plural';

/** '3 h 20 min', '12 min', '2 days 4 h': how long people waited for a helper. */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return 'No matches yet';
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'Under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return `${plural(days, 'day')} ${hours % 24} h`;
}

/** The Analytics tab: total requests, active conversations, reviews, open reports, time to a first helper. */
export function ConnectionsAnalytics() {
  const a = useConnectionsAnalytics();
  if (a.isError)
    return (
      <ListFailed onRetry={() => void a.refetch()} retrying={a.isFetching}>
        We couldn’t load the numbers.
      </ListFailed>
    );
  const d = a.data;
  const cards = [
    { label: 'Total requests', value: d?.totalRequests, note: d ? `${d.openRequests} open now` : '' },
    {
      label: 'Active conversations',
      value: d?.activeConversations,
      note: d ? `${d.totalConversations} in all` : '',
    },
    {
      label: 'Reviews',
      value: d?.reviews,
      note: d?.averageRating != null ? `Average ${d.averageRating} of 5` : 'No ratings yet',
    },
    { label: 'Open reports', value: d?.openReports, note: 'Pending or reviewed' },
    {
      label: 'Median time to a first helper',
      value: d ? formatWait(d.medianSecondsToFirstHelper) : undefined,
      note: 'From posting to a helper accepting',
    },
  ];
  return (
    <ul aria-label="Connections analytics" aria-busy={a.isLoading} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((c) => (
        <li key={c.label} className="rounded-2xl border border-neutral-200 bg-white p-5">
          <p className="text-sm font-semibold text-neutral-700">{c.label}</p>
          <p className="mt-2 text-3xl font-extrabold text-neutral-900">{c.value ?? '…'}</p>
          <p className="mt-1 text-xs text-neutral-600">{c.note}</p>
        </li>
      ))}
    </ul>
  );
}
