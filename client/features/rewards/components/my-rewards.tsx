import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useMyRewards } from '../api/get-my-rewards';
import { ListFailed } from '@/components/ui/list-failed';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const STATUS = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900' },
  fulfilled: { label: 'Fulfilled', className: 'bg-green-100 text-green-900' },
  cancelled: { label: 'Cancelled', className: 'bg-neutral-200 text-neutral-800' },
} as const;

/** The dashboard's My Rewards tab: each claim with its status, points and delivery address. */
export function MyRewards() {
  const rewards = useMyRewards();
  if (rewards.isLoading) return <div aria-hidden className="h-48 animate-pulse rounded-2xl bg-neutral-100" />;
  if (rewards.isError)
    return (
      <ListFailed onRetry={() => void rewards.refetch()} retrying={rewards.isFetching}>
        We couldn’t load your rewards.
      </ListFailed>
    );
  const list = rewards.data ?? [];
  if (list.length === 0)
    return (
      <div className="rounded-2xl bg-neutral-50 p-6 text-center">
        <p className="text-neutral-700">You haven’t claimed a reward yet.</p>
        <Button asChild className="mt-3">
          <Link to={paths.kindnessChallenges}>Browse the rewards</Link>
        </Button>
      </div>
    );
  return (
    <ul className="grid gap-3">
      {list.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-4">
          <Gift aria-hidden className="size-6 shrink-0 text-brand" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-neutral-900">{c.reward.name}</p>
            <p className="text-sm break-words text-neutral-600">
              {when.format(new Date(c.claimedAt))} · {c.pointsSpent} points · to {c.email}
            </p>
          </div>
          <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', STATUS[c.status].className)}>
            {STATUS[c.status].label}
          </span>
        </li>
      ))}
    </ul>
  );
}
