import { lazy, Suspense } from 'react';
import type { RippleSummaryNode } from '@common/schemas/ripples';
import { useNearViewport } from '../lib/near-viewport';
import { hasPlace, JourneyMapCaption } from './journey-map-caption';

const JourneyMap = lazy(() => import('./journey-map'));

/**
 * The journey map's place on the summary page. The map (a world atlas and its projection, about 50 KB gzipped)
 * is loaded and drawn only when the section comes near the viewport; until then a box of the map's own
 * proportions and the same caption hold its place, so nothing below it moves when it arrives.
 */
export function JourneyMapFrame({ nodes }: { nodes: RippleSummaryNode[] }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = (
    <figure className="grid gap-2">
      <div
        className="aspect-[96/50] w-full animate-pulse rounded-xl bg-neutral-100"
        data-testid="journey-map-pending"
      />
      <JourneyMapCaption placed={nodes.some(hasPlace)} />
    </figure>
  );
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <JourneyMap nodes={nodes} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
