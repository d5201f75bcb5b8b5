import { useState } from 'react';
import { HELP_CATEGORY_LABELS } from '@common/schemas/connections';
import type { AdminRequest } from '@common/schemas/connections-admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Column } from '@/components/ui/data-table';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAdminRequests } from '../api/get-admin-requests';
import { useRemoveRequest } from '../api/remove-request';
import { EditRequestDialog } from './edit-request-dialog';
import { day, FilteredAdminTable, REQUEST_FILTERS, requestStatusLabel, StatusBadge } from './shared';

/** Every help request: title, requester, category, status, created; Edit and Remove. */
export function RequestsAdmin() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<AdminRequest | null>(null);
  const [removing, setRemoving] = useState<AdminRequest | null>(null);
  const list = useAdminRequests(page, status || undefined);
  const remove = useRemoveRequest({
    onSuccess: () => {
      toast({ title: 'Request removed' });
      setRemoving(null);
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to delete request.'), variant: 'destructive' }),
  });
  const columns: Array<Column<AdminRequest>> = [
    {
      header: 'Title',
      cell: (r) => (
        <>
          <p className="font-semibold text-neutral-900">{r.title}</p>
          <p className="line-clamp-2 text-xs text-neutral-600">{r.description}</p>
        </>
      ),
    },
    { header: 'Requester', cell: (r) => r.requesterName },
    { header: 'Category', cell: (r) => HELP_CATEGORY_LABELS[r.category] },
    { header: 'Status', cell: (r) => <StatusBadge label={requestStatusLabel(r)} /> },
    { header: 'Created', cell: (r) => day.format(new Date(r.createdAt)) },
    {
      header: 'Actions',
      cell: (r) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(r)} aria-label={`Edit request: ${r.title}`}>
            Edit
          </Button>
          {r.deletedAt ? null : (
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700"
              onClick={() => setRemoving(r)}
              aria-label={`Remove request: ${r.title}`}
            >
              Remove
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <div>
      <FilteredAdminTable
        filter={{ label: 'Status', value: status, options: REQUEST_FILTERS, onChange: setStatus }}
        list={list}
        what="requests"
        caption="Requests"
        columns={columns}
        rowKey={(r) => r.id}
        empty="No requests to show."
        page={page}
        onPage={setPage}
      />
      {editing ? <EditRequestDialog request={editing} onOpenChange={(o) => (o ? null : setEditing(null))} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => (o ? null : setRemoving(null))}
        title="Remove this request?"
        description="It disappears for everyone (kept for moderation), and a conversation about it closes."
        confirmLabel="Remove request"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </div>
  );
}
