import { useCurrentChallenge } from '@/features/challenges/api/get-current-challenge';
import { StoriesPage } from '@/features/stories/components/stories-page';

/** /stories: the stories, told which challenge runs now (for the 'Current Challenge' badge). */
export default function StoriesRoute() {
  const current = useCurrentChallenge();
  return <StoriesPage currentChallengeId={current.data?.id ?? null} />;
}
