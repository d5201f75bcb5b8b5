import { Bell, Copy, Mail } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { RippleSummary } from '@common/schemas/ripples';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { copyText } from '@/lib/clipboard';
import { ShareLinks } from './share-links';

const SubscribeDialog = lazy(() => import('./subscribe-dialog'));

/** Copy Link, the share buttons and Subscribe to Updates, with the one-more-step notice after subscribing. */
export function RippleSummaryShare({ summary }: { summary: RippleSummary }) {
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  // The subscribe form's code (its form and schema) loads when the person is about to use it, not with the page.
  const [subscribeOpened, setSubscribeOpened] = useState(false);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null);
  const pageUrl = `${window.location.origin}${paths.ripple(summary.seedCode)}`;
  const shareText = `Check out this ripple of kindness: ${pageUrl}`;

  // The one-more-step notice comes into the upper part of the screen, clear of the toasts at the bottom.
  const scrollIntoViewOnce = useCallback((el: HTMLElement | null) => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el?.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, []);

  const copyLink = async () => {
    if (await copyText(pageUrl)) toast({ title: 'Copied ripple page link!' });
    else
      toast({
        title: 'Copy failed',
        // The owner's address bar holds the private owner link: point them at the public address instead.
        description: summary.isOwner
          ? `Please copy this address: ${pageUrl}`
          : 'Please copy the address from the address bar.',
        variant: 'destructive',
      });
  };

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copyLink}>
          <Copy aria-hidden />
          Copy Link
        </Button>
        <ShareLinks text={shareText} subject="A ripple of kindness" />
        <Button
          onPointerEnter={() => void import('./subscribe-dialog')}
          onFocus={() => void import('./subscribe-dialog')}
          onClick={() => {
            setSubscribeOpened(true);
            setSubscribeOpen(true);
          }}
        >
          <Bell aria-hidden />
          Subscribe to Updates
        </Button>
      </div>
      {awaitingConfirmation ? (
        // Double opt-in: updates start only once the person opens the mail, so the step stays in view (a toast fades).
        <p
          ref={scrollIntoViewOnce}
          role="status"
          className="-mt-4 flex items-start gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-neutral-800"
        >
          <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-dark" />
          <span>
            One more step: we’ve sent a mail to <strong className="break-all">{awaitingConfirmation}</strong>. If you
            don’t follow this ripple yet, open the confirmation link in it to start getting updates.
          </span>
        </p>
      ) : null}
      {subscribeOpened ? (
        <Suspense fallback={null}>
          <SubscribeDialog
            seedCode={summary.seedCode}
            open={subscribeOpen}
            onOpenChange={setSubscribeOpen}
            onSubscribed={setAwaitingConfirmation}
          />
        </Suspense>
      ) : null}
    </>
  );
}
