import type { RippleSummaryNode } from '@common/schemas/ripples';

/** Whether a note has a place to put on the map. */
export const hasPlace = (n: RippleSummaryNode) => n.latitude != null && n.longitude != null;

/** The line under the map (the same while the map loads, so nothing moves when it comes). */
export function JourneyMapCaption({ placed }: { placed: boolean }) {
  return (
    <figcaption className="text-xs text-neutral-600">
      {placed
        ? null
        : 'No places on the map yet. A note shows up here once it is opened from a place we can tell: notes opened from a home or office network we cannot place stay off the map. '}
      Places from GeoLite2 data created by MaxMind; map from Natural Earth.
    </figcaption>
  );
}
