import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useConfirmSubscription } from '../api/confirm-subscription';
import { UnsubscribeNotice } from './unsubscribe-notice';

/** ?verify= (from the confirmation mail) asks for one click to confirm; ?unsubscribed= says how unsubscribing went. */
export function SubscriptionNotices() {
  const [params, setParams] = useSearchParams();
  const verify = params.get('verify');
  const confirm = useConfirmSubscription();
  // The link just confirmed, hidden at once while ?verify= is being dropped; a ?verify= that comes back asks again.
  const [confirmed, setConfirmed] = useState<string | null>(null);
  if (!verify && confirmed) setConfirmed(null);
  const drop = (name: string) =>
    setParams(
      (p) => {
        p.delete(name);
        return p;
      },
      { replace: true },
    );
  if (verify && verify !== confirmed) {
    return (
      <div
        role="region"
        aria-label="Confirm your subscription"
        className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-neutral-800">
          Confirm that you want an e-mail when this ripple reaches new people (at most once a day).
        </p>
        <Button
          pending={confirm.isPending}
          onClick={() =>
            confirm.mutate(
              { token: verify },
              {
                onSuccess: () => {
                  toast({ title: 'Subscription confirmed', description: "We'll email you when this ripple grows" });
                  setConfirmed(verify);
                  drop('verify');
                },
                onError: (err) =>
                  toast({
                    title: 'Failed to subscribe',
                    description: errorMessage(err, 'Please try again'),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          Confirm subscription
        </Button>
      </div>
    );
  }
  return <UnsubscribeNotice />;
}
