import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RIPPLE_DEPTH_DEFAULT } from '@common/constants';
import { useRippleSummary } from '@/features/ripples/api/get-ripple-summary';
import { RippleNoteView } from '@/features/ripples/components/ripple-note-view';
import { isRippleMissing, RippleLoadFailed, RippleNotFound } from '@/features/ripples/components/ripple-not-found';
import { RippleSummaryView } from '@/features/ripples/components/ripple-summary-view';

/** /ripple/{code}: the summary for a seed code, the note page for a note code (the code's kind decides). */
export function RippleRoute() {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key');
  const [depth, setDepth] = useState(RIPPLE_DEPTH_DEFAULT);
  const { data, error, isPending, refetch, isFetching } = useRippleSummary(code, depth, key);

  if (isPending) {
    return (
      <p role="status" className="flex min-h-[50vh] items-center justify-center text-neutral-700">
        Loading ripple summary...
      </p>
    );
  }
  // Not a ripple's seed code: perhaps one of its notes' codes; the note page says whether that exists.
  if (isRippleMissing(error)) return <RippleNoteView key={code} code={code} />;
  if (error) return <RippleLoadFailed onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data) return <RippleNotFound detail="This ripple summary may have expired or the link is incorrect." />;
  return <RippleSummaryView summary={data} depthLimit={depth} onDepthLimit={setDepth} ownerKey={key} />;
}

export default RippleRoute;
