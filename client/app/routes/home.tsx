import { Seo } from '@/components/seo';
import { FeatureCards } from '@/features/home/components/feature-cards';
import { Hero } from '@/features/home/components/hero';
import { StartRippleButton } from '@/features/ripples/components/start-ripple-button';
import { StatsSection } from '@/features/home/components/stats-section';
import { useStats } from '@/features/stats/api/get-stats';
import { useUser } from '@/lib/auth';

export function HomeRoute() {
  const { data: user } = useUser();
  const { data: stats } = useStats();
  return (
    <>
      <Seo
        title="KindRipple"
        description="Start a Ripple of Kindness, take on kindness challenges and find support from kind people. Free, for everyone 13 and over."
        path="/"
      />
      <Hero action={<StartRippleButton />} />
      <FeatureCards signedIn={Boolean(user)} />
      {stats ? <StatsSection stats={stats} signedIn={Boolean(user)} /> : null}
    </>
  );
}

export default HomeRoute;
