import { Bell, Copy, Layers, Lock, LockOpen, Mail, MapPin, ShieldCheck, Users } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RIPPLE_DEPTH_MAX } from '@common/constants';
import type { RippleSummary } from '@common/schemas/ripples';
import { paths } from '@/config/paths';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/clipboard';
import { useConfirmSubscription } from '../api/confirm-subscription';
import { useHideRippleNote } from '../api/hide-ripple-note';
import { useSetRippleStatus } from '../api/set-ripple-status';
import { buildTree, parseDepthLimit, type TreeNode } from '../lib/share';
import { CityChips } from './city-chips';
import { JourneyMapFrame } from './journey-map-frame';
import { RippleTree } from './ripple-tree';
import { StatCard } from './stat-card';
import { ShareLinks } from './share-links';
import { UnsubscribeNotice } from './unsubscribe-notice';

const SubscribeDialog = lazy(() => import('./subscribe-dialog'));

interface Props {
  summary: RippleSummary;
  depthLimit: number;
  onDepthLimit: (n: number) => void;
  ownerKey: string | null;
}

/** The public ripple summary (part 1): counters, share buttons, the tree, the journey map, cities; the owner's tools with a valid key. */
export function RippleSummaryView({ summary, depthLimit, onDepthLimit, ownerKey }: Props) {
  const depthId = useId();
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  // The subscribe form's code (its form and schema) loads when the person is about to use it, not with the page.
  const [subscribeOpened, setSubscribeOpened] = useState(false);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null);
  const [depthText, setDepthText] = useState(String(depthLimit));
  const pageUrl = `${window.location.origin}${paths.ripple(summary.seedCode)}`;
  const shareText = `Check out this ripple of kindness: ${pageUrl}`;
  const root = useMemo(() => buildTree(summary.nodes), [summary.nodes]);
  const hideNote = useHideRippleNote(summary.seedCode, ownerKey ?? '');
  const setStatus = useSetRippleStatus(summary.seedCode, ownerKey ?? '');

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
  const toggleHidden = (node: TreeNode) =>
    hideNote.mutate(
      { nodeId: node.id, hidden: !node.hidden },
      {
        onSuccess: (r) => toast({ title: r.message }),
        onError: (err) =>
          toast({
            title: 'Could not change the note',
            description: errorMessage(err, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );
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
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:py-14">
      <Seo
        title="Ripple Summary"
        description="See how far this Ripple of Kindness has travelled."
        path={paths.ripple(summary.seedCode)}
        noindex
      />
      <SubscriptionNotices />
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

      <header className="grid gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Ripple Summary</h1>
        <p className="text-neutral-700">
          Every note here was passed on by someone who received one.{' '}
          {summary.status === 'closed' ? 'This ripple is closed to new passes.' : null}
        </p>
      </header>

      <section aria-label="Ripple statistics" className="grid gap-3 sm:grid-cols-3">
        <StatCard
          label="People Reached"
          value={summary.peopleReached}
          icon={<Users />}
          testId="summary-people-reached"
        />
        <StatCard label="Max Depth" value={summary.maxDepth} icon={<Layers />} testId="summary-max-depth" />
        <StatCard label="Cities Reached" value={summary.cities.length} icon={<MapPin />} testId="summary-cities" />
      </section>

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

      <section
        aria-labelledby="tree-heading"
        className="grid gap-4 rounded-2xl border border-neutral-200 bg-neutral-50/60 p-4 sm:p-6"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="tree-heading" className="text-xl font-bold">
            Ripple Tree
          </h2>
          <div className="flex items-center gap-2">
            <label htmlFor={depthId} className="text-sm font-semibold whitespace-nowrap text-neutral-800">
              Tree Depth Limit
            </label>
            <Input
              id={depthId}
              type="number"
              inputMode="numeric"
              min={1}
              max={RIPPLE_DEPTH_MAX}
              value={depthText}
              onChange={(e) => {
                const text = e.target.value;
                const n = Number.parseInt(text, 10);
                // Above the limit: show and load the limit. Empty or 0 is often a new number being typed: the
                // box keeps it, and the blur settles it.
                if (n > RIPPLE_DEPTH_MAX) {
                  setDepthText(String(RIPPLE_DEPTH_MAX));
                  onDepthLimit(RIPPLE_DEPTH_MAX);
                  return;
                }
                setDepthText(text);
                if (n >= 1) onDepthLimit(n);
              }}
              onBlur={() => {
                const n = parseDepthLimit(depthText);
                setDepthText(String(n));
                onDepthLimit(n);
              }}
              className="w-20"
              aria-describedby={`${depthId}-suffix`}
            />
            <span id={`${depthId}-suffix`} className="text-sm text-neutral-700">
              levels
            </span>
          </div>
        </div>
        {summary.truncated ? (
          <p className="text-sm text-neutral-700">
            This ripple is large: showing the {summary.nodes.length.toLocaleString('en-US')} notes closest to the first
            one.
          </p>
        ) : null}
        <RippleTree root={root} onToggleHidden={summary.isOwner ? toggleHidden : undefined} />
      </section>

      <section
        aria-labelledby="map-heading"
        className="grid gap-3 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
      >
        <h2 id="map-heading" className="text-xl font-bold">
          Journey Map
        </h2>
        <JourneyMapFrame nodes={summary.nodes} />
      </section>

      <CityChips cities={summary.cities} />

      <p className="text-center text-sm text-neutral-600">
        Powered by{' '}
        <a href="/" className="font-semibold text-brand-dark underline-offset-4 hover:underline">
          KindRipple
        </a>
      </p>
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
    </div>
  );
}

/** ?verify= (from the confirmation mail) asks for one click to confirm; ?unsubscribed= says how unsubscribing went. */
function SubscriptionNotices() {
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
