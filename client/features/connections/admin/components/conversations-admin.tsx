import { useState } from 'react';
import type { AdminConversation } from '@common/schemas/connections-admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Column } from '@/components/ui/data-table';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteConversation } from '../api/delete-conversation';
import { useAdminConversations } from '../api/get-admin-conversations';
import { ConversationDialog } from './conversation-dialog';
import { CONVERSATION_FILTERS, conversationStatusLabel, day, FilteredAdminTable, StatusBadge } from './shared';

/** Every conversation: participants, request, status, message count, created; View Messages and Delete. */
export function ConversationsAdmin() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<AdminConversation | null>(null);
  const [deleting, setDeleting] = useState<AdminConversation | null>(null);
  const list = useAdminConversations(page, status || undefined);
  const remove = useDeleteConversation({
    onSuccess: () => {
      toast({ title: 'Conversation deleted' });
      setDeleting(null);
    },
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to delete conversation.'),
        variant: 'destructive',
      }),
  });
  const columns: Array<Column<AdminConversation>> = [
    {
      header: 'Participants',
      cell: (c) => (
        <>
          <p className="font-semibold text-neutral-900">{c.requesterName}</p>
          <p className="text-xs text-neutral-600">with {c.participantName}</p>
        </>
      ),
    },
    { header: 'Request', cell: (c) => c.requestTitle ?? <span className="text-neutral-600">No request</span> },
    { header: 'Status', cell: (c) => <StatusBadge label={conversationStatusLabel(c)} /> },
    { header: 'Messages', cell: (c) => c.messageCount },
    { header: 'Created', cell: (c) => day.format(new Date(c.createdAt)) },
    {
      header: 'Actions',
      cell: (c) => (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setOpen(c)}
            aria-label={`View Messages: ${c.requesterName} and ${c.participantName}`}
          >
            View Messages
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            onClick={() => setDeleting(c)}
            aria-label={`Delete conversation: ${c.requesterName} and ${c.participantName}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return (
    <div>
      <FilteredAdminTable
        filter={{ label: 'Status', value: status, options: CONVERSATION_FILTERS, onChange: setStatus }}
        list={list}
        what="conversations"
        caption="Conversations"
        columns={columns}
        rowKey={(c) => c.id}
        empty="No conversations to show."
        page={page}
        onPage={setPage}
      />
      {open ? <ConversationDialog conversation={open} onOpenChange={(o) => (o ? null : setOpen(null))} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? null : setDeleting(null))}
        title="Delete this conversation for good?"
        description="The conversation and all its messages are deleted permanently, for both members."
        confirmLabel="Delete permanently"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
