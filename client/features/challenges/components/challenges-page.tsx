import { CalendarHeart } from 'lucide-react';
import type { ReactNode } from 'react';
import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { ListFailed } from '@/components/ui/list-failed';
import { useMyCompletions } from '../api/get-completed-challenges';
import { useCurrentChallenge } from '../api/get-current-challenge';
import { useRecentChallenges } from '../api/get-recent-challenges';
import { useUpcomingChallenges } from '../api/get-upcoming-challenges';
import { ChallengeCarousel } from './challenge-carousel';
import { ChallengeHero } from './challenge-hero';
import { ComingSoon } from './coming-soon';
import { GuestPrompt } from './guest-prompt';
import type { CompletionFlow } from './completion-flow';

/** A grey block the size of the hero while it loads, so the page does not jump. */
function HeroSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="challenge-skeleton"
      className="h-[32rem] animate-pulse rounded-3xl bg-neutral-200 lg:h-96"
    />
  );
}

/**
 * /kindness-challenges: a guest gets the way in; a member the current challenge with its flow, what is coming
 * soon, the challenges that ended lately, and (from the rewards area) the Rewards Gallery.
 */
export function ChallengesPage({
  storyStep,
  rewards,
}: {
  storyStep: Parameters<typeof CompletionFlow>[0]['storyStep'];
  rewards: ReactNode;
}) {
  const { data: user, isLoading: userLoading } = useUser();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <Seo {...PAGES.kindnessChallenges} path={paths.kindnessChallenges} />
      <h1 className="mb-6 text-3xl font-extrabold text-neutral-900 sm:text-4xl">Kindness Challenges</h1>
      {userLoading ? <HeroSkeleton /> : user ? <MemberChallenges storyStep={storyStep} /> : <GuestPrompt />}
      {rewards}
    </div>
  );
}

function MemberChallenges({ storyStep }: { storyStep: Parameters<typeof CompletionFlow>[0]['storyStep'] }) {
  const current = useCurrentChallenge();
  const upcoming = useUpcomingChallenges();
  const recent = useRecentChallenges();
  const completions = useMyCompletions();

  if (current.isError)
    return (
      <LoadFailed
        title="We couldn’t load the challenge"
        onRetry={() => void current.refetch()}
        retrying={current.isFetching}
        homeLink={false}
      />
    );

  const completion = completions.data?.find((c) => c.challenge.id === current.data?.id);
  const upcomingList = upcoming.data ?? [];
  const recentList = recent.data ?? [];
  return (
    <>
      {current.isLoading || completions.isLoading ? (
        <HeroSkeleton />
      ) : current.data ? (
        <ChallengeHero
          challenge={current.data}
          alreadyCompleted={Boolean(completion)}
          storyShared={completion?.hasStory ?? false}
          storyStep={storyStep}
        />
      ) : (
        <section className="flex flex-col items-center rounded-3xl bg-brand-50 px-6 py-12 text-center">
          <CalendarHeart aria-hidden className="size-12 text-brand" />
          <h2 className="mt-4 text-2xl font-bold text-neutral-900">No challenge is running right now</h2>
          <p className="mt-2 max-w-xl text-neutral-700">
            A new kindness challenge comes every few weeks. Check back soon, and meanwhile read what other members
            shared.
          </p>
        </section>
      )}
      {upcoming.isError || recent.isError ? (
        <ListFailed
          className="mt-4 text-neutral-800"
          onRetry={() => {
            void upcoming.refetch();
            void recent.refetch();
          }}
          retrying={upcoming.isFetching || recent.isFetching}
        >
          We couldn’t load the other challenges.
        </ListFailed>
      ) : null}
      {upcomingList.length > 0 && recentList.length === 0 && !recent.isLoading ? (
        <ComingSoon challenges={upcomingList} />
      ) : null}
      {recentList.length > 0 ? <ChallengeCarousel challenges={recentList} /> : null}
    </>
  );
}
