import { useState } from 'react';
import type { AdminClaimedReward } from '@common/schemas/rewards';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { CLAIMS_PAGE_SIZE, useClaimedRewards } from '../api/get-claimed-rewards';
import { useFulfilClaim } from '../api/fulfil-claim';
import { ListFailed } from '@/components/ui/list-failed';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The admin's Claimed Rewards: who claimed what, where to send it, and 'Mark as Fulfilled' while pending. */
export function ClaimedRewardsAdmin() {
  const [page, setPage] = useState(1);
  const claims = useClaimedRewards(page);
  const fulfil = useFulfilClaim({
    onSuccess: (res) => toast({ title: 'Reward fulfilled', description: res.message }),
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to update reward'), variant: 'destructive' }),
  });
  const columns: Array<Column<AdminClaimedReward>> = [
    {
      header: 'Reward',
      cell: (c) => (
        <>
          <p className="font-semibold text-neutral-900">{c.reward.name}</p>
          <p className="text-xs text-neutral-600">{c.pointsSpent} points</p>
        </>
      ),
    },
    {
      header: 'Member',
      cell: (c) =>
        c.user ? (
          <>
            <p>{c.user.displayName}</p>
            <p className="text-xs break-all text-neutral-600">{c.user.username}</p>
          </>
        ) : (
          <span className="text-neutral-600">Deleted account</span>
        ),
    },
    { header: 'Send to', cell: (c) => <span className="break-all">{c.email}</span> },
    { header: 'Claimed', cell: (c) => when.format(new Date(c.claimedAt)) },
    {
      header: 'Status',
      cell: (c) => (
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold capitalize',
            c.status === 'pending'
              ? 'bg-amber-100 text-amber-900'
              : c.status === 'fulfilled'
                ? 'bg-green-100 text-green-900'
                : 'bg-neutral-200',
          )}
        >
          {c.status}
        </span>
      ),
    },
    {
      header: 'Actions',
      cell: (c) =>
        c.status === 'pending' ? (
          <Button
            size="sm"
            onClick={() => fulfil.mutate(c.id)}
            pending={fulfil.isPending}
            aria-label={`Mark as Fulfilled: ${c.reward.name} for ${c.user?.displayName ?? 'a deleted account'}`}
          >
            Mark as Fulfilled
          </Button>
        ) : null,
    },
  ];
  if (claims.isError)
    return (
      <ListFailed onRetry={() => void claims.refetch()} retrying={claims.isFetching}>
        We couldn’t load the claimed rewards.
      </ListFailed>
    );
  return (
    <DataTable
      caption="Claimed rewards"
      columns={columns}
      rows={claims.data?.items ?? []}
      rowKey={(c) => c.id}
      loading={claims.isLoading}
      empty="No rewards have been claimed yet."
      page={page}
      total={claims.data?.total}
      pageSize={CLAIMS_PAGE_SIZE}
      onPage={setPage}
    />
  );
}
