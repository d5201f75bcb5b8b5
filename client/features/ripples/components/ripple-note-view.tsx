import { GitBranch, Heart, Layers, MapPin, Send, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRippleNote } from '../api/get-ripple-note';
import { useThankRipple } from '../api/thank-ripple';
import { placeOf } from '../lib/share';
import { CityChips } from './city-chips';
import { ReportNoteButton } from './report-note-button';
import { isRippleMissing, RippleLoadFailed, RippleNotFound } from './ripple-not-found';
import { StatCard } from './stat-card';
import { plural } from '@common/plural';

const RippleDialog = lazy(() => import('./ripple-dialog'));
const RippleQrCard = lazy(() => import('./ripple-qr-card'));

/**
 * The note a recipient opens: the message, thanks, pass it on, the ripple's reach, a QR code and a printable card.
 * notFoundDetail replaces the note's 'Ripple Not Found' text (the summary address uses the summary's wording).
 */
/**
 * What to say under 'Ripple Not Found'. The server's plain 'Ripple not found' would only repeat the heading; any
 * other answer (a note its owner hid) is the server's own words, shown as they are.
 */
function noteMissingText(error: unknown): string {
  const message = errorMessage(error, '').trim();
  if (!message || /^ripple not found\.?$/i.test(message))
    return 'This ripple may have expired or the link is incorrect.';
  return message;
}

export function RippleNoteView({ code, notFoundDetail }: { code: string; notFoundDetail?: string }) {
  const { data: note, error, isPending, refetch, isFetching } = useRippleNote(code);
  const thank = useThankRipple(code);
  const [passing, setPassing] = useState(false);

  if (isPending) return <PageSpinner label="Loading ripple" />;
  if (error && !isRippleMissing(error))
    return <RippleLoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (error || !note) return <RippleNotFound detail={notFoundDetail ?? noteMissingText(error)} />;

  const sayThanks = () => {
    if (note.thanked) return;
    thank.mutate(undefined, {
      onSuccess: () => toast({ title: 'Thank you sent! 💛' }),
      onError: () => toast({ title: 'Failed to send thanks', variant: 'destructive' }),
    });
  };
  const place = placeOf(note);
  const closed = note.chain.status === 'closed';

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:py-14">
      <Seo
        title={note.senderName ? `A Ripple of Kindness from ${note.senderName}` : 'A Ripple of Kindness'}
        description={note.message}
        path={paths.rippleNote(note.nodeCode)}
        noindex
      />
      <section
        aria-labelledby="note-heading"
        className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-50 via-white to-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-10"
      >
        <h1 id="note-heading" className="text-sm font-semibold tracking-widest text-brand-dark uppercase">
          {note.depth === 0
            ? 'A Ripple of Kindness for you'
            : `A Ripple of Kindness, passed on ${plural(note.depth, 'time')}`}
        </h1>
        <blockquote className="mt-4">
          <p className="text-2xl leading-snug font-semibold break-words text-neutral-900 sm:text-3xl">
            “{note.message}”
          </p>
          {note.senderName ? <footer className="mt-4 text-lg text-neutral-700">— {note.senderName}</footer> : null}
        </blockquote>
        {place ? (
          <p className="mt-3 inline-flex items-center gap-1 text-sm text-neutral-600">
            <MapPin aria-hidden className="size-4" /> Sent from {place}
          </p>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          {/* Once thanked, the button stays readable as a confirmation rather than fading like a broken control, and
              keeps the focus of whoever pressed it (marked unavailable, not disabled: a disabled button drops it). */}
          <Button
            size="lg"
            variant={note.thanked ? 'subtle' : 'primary'}
            className={note.thanked ? 'aria-disabled:opacity-100' : undefined}
            onClick={sayThanks}
            aria-disabled={note.thanked || undefined}
            pending={thank.isPending}
            aria-describedby="thanks-count"
          >
            <Heart aria-hidden className={note.thanked ? 'fill-current' : undefined} />
            {note.thanked ? 'Thanks sent' : 'Say Thanks'}
          </Button>
          <Button size="lg" variant="outline" onClick={() => setPassing(true)} disabled={closed}>
            <Send aria-hidden />
            Pass It On
          </Button>
          <Button size="lg" variant="ghost" asChild>
            <Link to={paths.ripple(note.chain.seedCode)}>
              <GitBranch aria-hidden />
              View Ripple Tree
            </Link>
          </Button>
        </div>
        <p id="thanks-count" className="mt-3 text-sm text-neutral-600">
          {plural(note.thanksCount, 'thank you')} · {plural(note.viewCount, 'view')}
        </p>
        {closed ? (
          <p className="mt-2 text-sm font-medium text-neutral-700">
            This ripple has been closed by its owner, so it can no longer be passed on.
          </p>
        ) : null}
      </section>

      <section aria-label="How far this ripple has spread" className="grid gap-3 sm:grid-cols-3">
        <StatCard
          label="People Reached"
          value={note.chain.peopleReached}
          icon={<Users />}
          testId="note-people-reached"
        />
        <StatCard label="Max Depth" value={note.chain.maxDepth} icon={<Layers />} testId="note-max-depth" />
        <StatCard label="Cities" value={note.chain.cities.length} icon={<MapPin />} testId="note-cities" />
      </section>
      <CityChips cities={note.chain.cities} />

      <Suspense fallback={null}>
        <RippleQrCard url={note.nodeUrl} code={note.nodeCode} message={note.message} senderName={note.senderName} />
      </Suspense>

      <div className="flex justify-center">
        <ReportNoteButton code={note.nodeCode} />
      </div>

      {passing ? (
        <Suspense fallback={null}>
          {/* A successful pass refreshes this note's reach and the ripple's tree (refreshAfterPass). */}
          <RippleDialog
            open={passing}
            onOpenChange={setPassing}
            mode={{ kind: 'pass', code: note.nodeCode, seedCode: note.chain.seedCode }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
