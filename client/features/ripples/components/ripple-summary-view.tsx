import { Layers, MapPin, Users } from 'lucide-react';
import type { RippleSummary } from '@common/schemas/ripples';
import { paths } from '@/config/paths';
import { Seo } from '@/components/seo';
import { CityChips } from './city-chips';
import { JourneyMapFrame } from './journey-map-frame';
import { SubscriptionNotices } from './ripple-summary-notices';
import { RippleOwnerTools } from './ripple-summary-owner';
import { RippleSummaryShare } from './ripple-summary-share';
import { RippleSummaryTree } from './ripple-summary-tree';
import { StatCard } from './stat-card';

interface Props {
  summary: RippleSummary;
  depthLimit: number;
  onDepthLimit: (n: number) => void;
  ownerKey: string | null;
}

/** The public ripple summary (part 1): counters, share buttons, the tree, the journey map, cities; the owner's tools with a valid key. */
export function RippleSummaryView({ summary, depthLimit, onDepthLimit, ownerKey }: Props) {
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:py-14">
      <Seo
        title="Ripple Summary"
        description="See how far this Ripple of Kindness has travelled."
        path={paths.ripple(summary.seedCode)}
        noindex
      />
      <SubscriptionNotices />
      <RippleOwnerTools summary={summary} ownerKey={ownerKey} />

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

      <RippleSummaryShare summary={summary} />

      <RippleSummaryTree summary={summary} depthLimit={depthLimit} onDepthLimit={onDepthLimit} ownerKey={ownerKey} />

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
    </div>
  );
}
