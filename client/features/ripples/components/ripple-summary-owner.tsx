import { Lock, LockOpen, ShieldCheck } from 'lucide-react';
import type { RippleSummary } from '@common/schemas/ripples';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSetRippleStatus } from '../api/set-ripple-status';

/**
 * The owner's part of the summary: with a valid key, the private-link warning and closing or reopening the ripple;
 * with a key that does not manage this ripple, a word that this is the public view.
 */
export function RippleOwnerTools({ summary, ownerKey }: { summary: RippleSummary; ownerKey: string | null }) {
  const setStatus = useSetRippleStatus(summary.seedCode, ownerKey ?? '');
  const toggleClosed = () =>
    setStatus.mutate(summary.status === 'closed' ? 'active' : 'closed', {
      onSuccess: (r) => toast({ title: r.message }),
      onError: (err) =>
        toast({
          title: 'Could not change the ripple',
          description: errorMessage(err, 'Please try again'),
          variant: 'destructive',
        }),
    });
  return (
    <>
      {ownerKey && !summary.isOwner ? (
        <p role="status" className="rounded-2xl border border-neutral-200 bg-neutral-50 p-4 text-sm text-neutral-700">
          The key in this link does not manage this ripple, so you see the public view.
        </p>
      ) : null}
      {summary.isOwner ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid gap-1">
            <p className="flex items-center gap-2 font-medium text-brand-dark">
              <ShieldCheck aria-hidden className="size-5 shrink-0" />
              Admin view - You can see all statistics and manage this ripple
            </p>
            <p className="text-sm text-neutral-700">
              This page’s address is your private owner link: anyone who has it can hide notes and close the ripple.
              Keep it to yourself, and share the ripple with Copy Link below instead.
            </p>
          </div>
          <Button
            variant={summary.status === 'closed' ? 'primary' : 'outline'}
            size="sm"
            onClick={toggleClosed}
            pending={setStatus.isPending}
          >
            {summary.status === 'closed' ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
            {summary.status === 'closed' ? 'Reopen ripple' : 'Close ripple to new passes'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
