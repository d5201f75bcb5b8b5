import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RIPPLE_DEPTH_DEFAULT } from '@common/constants';
import { useRippleSummary } from '@/features/ripples/api/get-ripple-summary';
import { RippleNoteView } from '@/features/ripples/components/ripple-note-view';
import { RippleNotFound } from '@/features/ripples/components/ripple-not-found';
import { RippleSummaryView } from '@/features/ripples/components/ripple-summary-view';
import { ApiError } from '@/lib/api-client';

/** /ripple/{code}: the summary for a seed code, the note page for a note code (the code's kind decides). */
export function RippleRoute() {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const key = params.get('key');
  const [depth, setDepth] = useState(RIPPLE_DEPTH_DEFAULT);
  const { data, error, isPending } = useRippleSummary(code, depth, key);

  if (isPending) {
    return (
      <p role="status" className="flex min-h-[50vh] items-center justify-center text-neutral-700">
        Loading ripple summary...
      </p>
    );
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <RippleNoteView key={code} code={code} />;
  if (error || !data) return <RippleNotFound detail="This ripple summary may have expired or the link is incorrect." />;
  return <RippleSummaryView summary={data} depthLimit={depth} onDepthLimit={setDepth} ownerKey={key} />;
}

export default RippleRoute;
