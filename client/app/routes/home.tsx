import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { FeatureCards } from '@/features/home/components/feature-cards';
import { Hero } from '@/features/home/components/hero';
import { StartRippleButton } from '@/features/ripples/components/start-ripple-button';
import { UnsubscribeNotice } from '@/features/ripples/components/unsubscribe-notice';
import { StatsSection } from '@/features/home/components/stats-section';
import { useStats } from '@/features/stats/api/get-stats';
import { useUser } from '@/lib/auth';

/** The home page: hero with the ripple button, the two cards, the statistics once loaded. */
export function HomeRoute() {
  const { data: user } = useUser();
  const { data: stats } = useStats();
  return (
    <>
      <Seo {...PAGES.home} path={paths.home} />
      {/* An unknown unsubscribe link from a mail lands here with ?unsubscribed=0. */}
      <Hero action={<StartRippleButton />} notice={<UnsubscribeNotice className="shadow-sm" />} />
      <FeatureCards signedIn={Boolean(user)} />
      {stats ? <StatsSection stats={stats} signedIn={Boolean(user)} /> : null}
    </>
  );
}
