import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Reward } from '@common/schemas/rewards';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useRewards } from '../../api/get-rewards';
import { RewardFormDialog } from './reward-form-dialog';
import { ListFailed } from '@/components/ui/list-failed';

/** Manage Rewards: every reward with its cost and stock; create and edit. */
export function ManageRewards({ uploadImage }: { uploadImage: (file: File) => Promise<string> }) {
  const rewards = useRewards();
  // `undefined`: closed; null: a new reward; else the reward being edited.
  const [editing, setEditing] = useState<Reward | null | undefined>(undefined);
  const columns: Array<Column<Reward>> = [
    {
      header: 'Name',
      cell: (r) => (
        <>
          <p className="font-semibold break-words text-neutral-900">{r.name}</p>
          <p className="line-clamp-2 text-xs break-words text-neutral-600">{r.description}</p>
        </>
      ),
    },
    { header: 'Cost', cell: (r) => `${r.pointsCost} points` },
    { header: 'Stock', cell: (r) => (r.isLimited ? `${r.quantityAvailable ?? 0} left` : 'Unlimited') },
    {
      header: 'Actions',
      cell: (r) => (
        <Button size="sm" variant="outline" onClick={() => setEditing(r)} aria-label={`Edit ${r.name}`}>
          <Pencil aria-hidden /> Edit
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="manage-rewards-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="manage-rewards-title" className="text-xl font-bold text-neutral-900">
          Manage Rewards
        </h2>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden /> Create Reward
        </Button>
      </div>
      {rewards.isError ? (
        <ListFailed onRetry={() => void rewards.refetch()} retrying={rewards.isFetching}>
          We couldn’t load the rewards.
        </ListFailed>
      ) : (
        <DataTable
          caption="Rewards"
          columns={columns}
          rows={rewards.data ?? []}
          rowKey={(r) => r.id}
          loading={rewards.isLoading}
          empty="No rewards yet. Create the first one!"
        />
      )}
      {editing !== undefined ? (
        <RewardFormDialog
          key={editing?.id ?? 'new'}
          reward={editing}
          uploadImage={uploadImage}
          onOpenChange={(o) => !o && setEditing(undefined)}
        />
      ) : null}
    </section>
  );
}
