import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useApprovedStories, type StorySort } from '../api/get-stories';
import type { ReportTarget } from '../api/report-content';
import { ReportDialog } from './report-dialog';
import { StoryCard } from './story-card';

const SORTS: Array<{ id: StorySort; label: string }> = [
  { id: 'recent', label: 'Most Recent' },
  { id: 'mostLiked', label: 'Most Liked' },
];

/** Cards the size of a story while the first page loads. */
function StoriesSkeleton() {
  return (
    <ul aria-hidden className="grid gap-4" data-testid="stories-skeleton">
      {[0, 1, 2].map((i) => (
        <li key={i} className="h-48 animate-pulse rounded-2xl bg-neutral-200" />
      ))}
    </ul>
  );
}

/**
 * /stories (public): the approved stories, Most Recent or Most Liked, ten at a time with 'Load More Stories'.
 * `currentChallengeId` (from the challenges area) marks stories about the challenge running now.
 */
export function StoriesPage({ currentChallengeId }: { currentChallengeId: number | null }) {
  const [sort, setSort] = useState<StorySort>('recent');
  const { data: user = null } = useUser();
  const stories = useApprovedStories(sort);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const items = stories.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <Seo {...PAGES.stories} path={paths.stories} />
      <h1 className="text-3xl font-extrabold text-neutral-900 sm:text-4xl">Kindness Stories</h1>
      <p className="mt-2 text-neutral-700">What members did for the kindness challenges, in their own words.</p>
      <div role="group" aria-label="Sort stories" className="mt-6 inline-flex rounded-full bg-neutral-100 p-1">
        {SORTS.map((s) => (
          <button
            key={s.id}
            type="button"
            aria-pressed={sort === s.id}
            onClick={() => setSort(s.id)}
            className={cn(
              'h-10 rounded-full px-4 text-sm font-semibold text-neutral-700',
              sort === s.id && 'bg-white text-brand-dark shadow-sm',
            )}
          >
            {s.label}
          </button>
        ))}
      </div>
      <div className="mt-6">
        {stories.isLoading ? (
          <StoriesSkeleton />
        ) : stories.isError && items.length === 0 ? (
          <LoadFailed
            title="We couldn’t load the stories"
            onRetry={() => void stories.refetch()}
            retrying={stories.isFetching}
            homeLink={false}
          />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl bg-neutral-50 px-6 py-12 text-center">
            <BookOpen aria-hidden className="size-10 text-brand" />
            <p className="mt-3 text-neutral-700">No stories to display at the moment.</p>
          </div>
        ) : (
          <>
            <ul className="grid gap-4">
              {items.map((s) => (
                <li key={s.id}>
                  <StoryCard
                    story={s}
                    user={user}
                    isCurrentChallenge={currentChallengeId === s.challenge.id}
                    onReport={setReporting}
                  />
                </li>
              ))}
            </ul>
            {stories.hasNextPage ? (
              <div className="mt-6 text-center">
                <Button
                  variant="outline"
                  onClick={() => void stories.fetchNextPage()}
                  pending={stories.isFetchingNextPage}
                >
                  {stories.isFetchingNextPage ? 'Loading…' : 'Load More Stories'}
                </Button>
              </div>
            ) : null}
            {stories.isFetchNextPageError ? (
              <p role="alert" className="mt-2 text-center text-sm text-neutral-700">
                We couldn’t load more stories. Please try again.
              </p>
            ) : null}
          </>
        )}
      </div>
      <ReportDialog
        key={reporting ? `${reporting.kind}-${reporting.id}` : 'none'}
        target={reporting}
        onClose={() => setReporting(null)}
      />
    </div>
  );
}
