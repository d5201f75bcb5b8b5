import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { adminMessageInput, type AdminConversation, type AdminMessageInput } from '@common/schemas/connections-admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteConversation } from '../api/delete-conversation';
import { useAdminMessages } from '../api/get-admin-messages';
import { useSendTeamMessage } from '../api/send-team-message';
import { BlockMemberDialog } from './block-member-dialog';
import { conversationStatusLabel, StatusBadge, when } from './shared';

/**
 * Conversation details: both members, the request, every message (crisis-flagged ones marked), a message from the
 * KindRipple team into the chat, blocking either member, and the permanent delete.
 */
export function ConversationDialog({
  conversation: c,
  onOpenChange,
}: {
  conversation: AdminConversation;
  onOpenChange: (open: boolean) => void;
}) {
  const messages = useAdminMessages(c.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [blocking, setBlocking] = useState<{ id: number; name: string } | null>(null);
  useEffect(() => {
    if (messages.isError)
      toast({ title: 'Error', description: 'Failed to load conversation messages.', variant: 'destructive' });
  }, [messages.isError]);
  const remove = useDeleteConversation({
    onSuccess: () => {
      toast({ title: 'Conversation deleted' });
      setConfirmDelete(false);
      onOpenChange(false);
    },
    onError: (err) =>
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to delete conversation.'),
        variant: 'destructive',
      }),
  });
  const people = [
    c.requesterId !== null ? { id: c.requesterId, name: c.requesterName, role: 'requester' } : null,
    c.participantId !== null ? { id: c.participantId, name: c.participantName, role: 'helper' } : null,
  ].filter((p) => p !== null);
  const items = messages.isError ? [] : (messages.data?.items ?? []);

  return (
    <>
      <Dialog open={!confirmDelete && !blocking} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-2xl">
          <div className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Conversation details</DialogTitle>
              <DialogDescription>
                {c.requesterName} and {c.participantName}
                {c.requestTitle ? ` about “${c.requestTitle}”` : ''}.
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-xs font-semibold text-neutral-600 uppercase">Status</dt>
                <dd>
                  <StatusBadge label={conversationStatusLabel(c)} />
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold text-neutral-600 uppercase">Messages</dt>
                <dd>{c.messageCount}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs font-semibold text-neutral-600 uppercase">Started</dt>
                <dd>{when.format(new Date(c.createdAt))}</dd>
              </div>
              {c.closedReason ? (
                <div className="col-span-2 sm:col-span-4">
                  <dt className="text-xs font-semibold text-neutral-600 uppercase">Closed because</dt>
                  <dd>{c.closedReason}</dd>
                </div>
              ) : null}
            </dl>
            <section
              aria-label="Messages"
              className="max-h-72 overflow-y-auto rounded-xl border border-neutral-200 p-3"
            >
              {messages.isLoading ? (
                <p className="text-sm text-neutral-600">Loading messages…</p>
              ) : items.length === 0 ? (
                <p className="text-sm text-neutral-600">No messages.</p>
              ) : (
                <ol className="grid gap-2">
                  {items.map((m) => (
                    <li
                      key={m.id}
                      className={cn(
                        'rounded-xl px-3 py-2 text-sm',
                        m.isAdmin ? 'border border-sky-200 bg-sky-50' : 'bg-neutral-50',
                        m.crisisFlag && 'border border-amber-300 bg-amber-50',
                      )}
                    >
                      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-neutral-700">
                        {m.isAdmin ? <ShieldCheck aria-hidden className="size-3.5 text-sky-700" /> : null}
                        {m.senderName}
                        <time dateTime={m.createdAt} className="font-normal text-neutral-600">
                          {when.format(new Date(m.createdAt))}
                        </time>
                        {m.crisisFlag ? (
                          <span className="inline-flex items-center gap-1 text-amber-900">
                            <AlertTriangle aria-hidden className="size-3.5" /> Possible crisis
                          </span>
                        ) : null}
                      </p>
                      <p className="break-words whitespace-pre-wrap">{m.content}</p>
                    </li>
                  ))}
                </ol>
              )}
              {messages.data && messages.data.total > items.length ? (
                <p className="mt-2 text-xs text-neutral-600">
                  Showing the first {items.length} of {messages.data.total} messages.
                </p>
              ) : null}
            </section>
            {c.deletedAt ? null : <TeamMessageForm conversationId={c.id} />}
            <div className="flex flex-wrap gap-2 border-t border-neutral-200 pt-4">
              {people.map((p) => (
                <Button key={p.id} variant="outline" size="sm" onClick={() => setBlocking(p)}>
                  Block {p.name} ({p.role})
                </Button>
              ))}
              <Button variant="destructive" size="sm" onClick={() => setConfirmDelete(true)}>
                Delete conversation
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this conversation for good?"
        description="The conversation and all its messages are deleted permanently, for both members. Reports keep their copy of a reported message."
        confirmLabel="Delete permanently"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(c.id)}
      />
      {blocking ? (
        <BlockMemberDialog member={blocking} onOpenChange={(open) => (open ? null : setBlocking(null))} />
      ) : null}
    </>
  );
}

/** The schema's own limit, so the box stops where the server would. */
const CONTENT_MAX = adminMessageInput.shape.content.maxLength ?? undefined;

/** A message into the chat from the KindRipple team, checked by the route's own schema. */
function TeamMessageForm({ conversationId }: { conversationId: number }) {
  const form = useForm<AdminMessageInput, unknown, z.output<typeof adminMessageInput>>({
    resolver: zodResolver(adminMessageInput),
    defaultValues: { content: '' },
  });
  const content = useWatch({ control: form.control, name: 'content' });
  const send = useSendTeamMessage({
    onSuccess: () => {
      form.reset();
      toast({ title: 'Message sent', description: 'Both members see it as from the KindRipple team.' });
    },
    onError: (err) =>
      toast({ title: 'Error', description: errorMessage(err, 'Failed to send message.'), variant: 'destructive' }),
  });
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={form.handleSubmit(({ content }) => {
        if (!send.isPending) send.mutate({ conversationId, content });
      })}
    >
      <FormField label="Message from the KindRipple team" error={form.formState.errors.content?.message}>
        {(p) => <Textarea {...p} rows={2} maxLength={CONTENT_MAX} {...form.register('content')} />}
      </FormField>
      <div>
        {/* Never disabled while it has the focus (a disabled button drops it to the page, out of the dialog): an empty
            box is only marked unavailable and a press gets the schema's message; while sending, a press does
            nothing. */}
        <Button type="submit" size="sm" aria-disabled={!content?.trim()} pending={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send as KindRipple team'}
        </Button>
      </div>
    </form>
  );
}
