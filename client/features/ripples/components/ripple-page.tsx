import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RIPPLE_DEPTH_DEFAULT } from '@common/constants';
import { ApiError } from '@/lib/api-client';
import { useRippleSummary } from '../api/get-ripple-summary';
import { isRippleMissing, RippleLoadFailed, RippleNotFound, SUMMARY_NOT_FOUND } from './ripple-not-found';
import { RippleSummaryView } from './ripple-summary-view';

// A note's code at the summary's address is rare: the note page's code loads only then.
const RippleNoteView = lazy(() => import('./ripple-note-view').then((m) => ({ default: m.RippleNoteView })));

const loading = (
  <p role="status" className="flex min-h-dvh items-center justify-center text-neutral-700">
    Loading ripple summary...
  </p>
);

/**
 * /ripple/{code}: the summary for a seed code, the note page for a note code (the code's kind decides).
 * Each code gets a fresh page: nothing of the previous ripple (its tree, its depth setting) carries over.
 */
export function RipplePage({ code }: { code: string }) {
  return <RipplePageFor key={code} code={code} />;
}

function RipplePageFor({ code }: { code: string }) {
  const [params] = useSearchParams();
  const key = params.get('key');
  // Only a summary's links carry these: the owner's key, the confirmation and the unsubscribe landings.
  const summaryLink = key !== null || params.has('verify') || params.has('unsubscribed');
  const [depth, setDepth] = useState(RIPPLE_DEPTH_DEFAULT);
  const { data, error, isPending, refetch, isFetching } = useRippleSummary(code, depth, key);

  if (isPending) return loading;
  if (isRippleMissing(error)) {
    // A 400 is a code that cannot be any ripple's, note or summary: no need to ask again.
    const cannotBeNote = summaryLink || (error instanceof ApiError && error.status === 400);
    if (cannotBeNote) return <RippleNotFound detail={SUMMARY_NOT_FOUND} />;
    // Not a ripple's seed code: perhaps one of its notes' codes. If it is neither, this is the summary's address,
    // so it answers with the summary's words.
    return (
      <Suspense fallback={loading}>
        <RippleNoteView code={code} notFoundDetail={SUMMARY_NOT_FOUND} />
      </Suspense>
    );
  }
  if (error) return <RippleLoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) return <RippleNotFound detail={SUMMARY_NOT_FOUND} />;
  return <RippleSummaryView summary={data} depthLimit={depth} onDepthLimit={setDepth} ownerKey={key} />;
}
