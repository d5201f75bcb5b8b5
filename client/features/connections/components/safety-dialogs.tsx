import { useId, useState } from 'react';
import { REPORT_REASONS } from '@common/schemas/connections';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useBlockUser } from '../api/block-user';
import { useReportUser } from '../api/report-user';

/**
 * Report a member, and block them in the same step when `block` is set ('Block and report' in the chat). The block
 * goes first: stopping contact matters most, and it holds even if the report could not be sent.
 */
export function ReportDialog({
  open,
  onOpenChange,
  member,
  conversationId,
  messageId,
  block,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: { id: number; displayName: string };
  conversationId?: number;
  /** A message being reported: the server keeps a copy of it as evidence. */
  messageId?: number;
  block: boolean;
  onDone?: () => void;
}) {
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string>();
  const blockUser = useBlockUser();
  const report = useReportUser();
  const detailsId = useId();
  const pending = blockUser.isPending || report.isPending;

  const submit = async () => {
    if (!reason) {
      setError('Please choose a reason');
      return;
    }
    try {
      if (block) await blockUser.mutateAsync({ userId: member.id, reason });
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to block user'), variant: 'destructive' });
      return;
    }
    try {
      await report.mutateAsync({
        reportedUserId: member.id,
        reason,
        description: details.trim() || undefined,
        conversationId,
        messageId,
      });
      toast(
        block
          ? { title: 'User blocked and reported', description: 'Thank you. Our team will review your report.' }
          : { title: 'Report sent', description: 'Thank you. Our team will review your report.' },
      );
    } catch (err) {
      toast({
        title: block ? 'User blocked, report not sent' : 'Error',
        description: errorMessage(err, 'Failed to send report'),
        variant: 'destructive',
      });
    }
    onOpenChange(false);
    onDone?.();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {block
              ? `Block and report ${member.displayName}`
              : messageId
                ? 'Report this message'
                : `Report ${member.displayName}`}
          </DialogTitle>
          <DialogDescription>
            {block
              ? 'They won’t be able to message you, see your requests or your profile. Our team will look at your report.'
              : 'Our team will look at your report. They won’t be told who sent it.'}
          </DialogDescription>
        </DialogHeader>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-neutral-800">What happened?</legend>
          <div className="grid gap-1.5">
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-neutral-50">
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setError(undefined);
                  }}
                  className="accent-brand"
                />
                {r}
              </label>
            ))}
          </div>
          {error ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-3">
          <Label htmlFor={detailsId}>Anything else we should know? (optional)</Label>
          <Textarea id={detailsId} maxLength={1000} value={details} onChange={(e) => setDetails(e.target.value)} />
        </div>
        <p className="mt-3 text-xs text-neutral-600">
          If someone is in danger right now, please call your local emergency number.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" pending={pending} onClick={() => void submit()}>
            {pending ? 'Sending…' : block ? 'Block and report' : 'Send report'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Block a member (no report). */
export function BlockDialog({
  open,
  onOpenChange,
  member,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: { id: number; displayName: string };
  onDone?: () => void;
}) {
  const blockUser = useBlockUser();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Block {member.displayName}?</DialogTitle>
          <DialogDescription>
            Your conversations with them close, neither of you can see the other’s requests, profile or story comments,
            and neither can comment on the other’s stories. You can undo this on your Connections profile tab.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            pending={blockUser.isPending}
            onClick={() =>
              blockUser.mutate(
                { userId: member.id },
                {
                  onSuccess: () => {
                    toast({ title: 'User blocked' });
                    onOpenChange(false);
                    onDone?.();
                  },
                  onError: (err) =>
                    toast({
                      title: 'Error',
                      description: errorMessage(err, 'Failed to block user'),
                      variant: 'destructive',
                    }),
                },
              )
            }
          >
            Block
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
