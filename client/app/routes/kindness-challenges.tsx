import { ChallengesPage } from '@/features/challenges/components/challenges-page';
import { RewardsGallery } from '@/features/rewards/components/rewards-gallery';
import { ShareStoryStep } from '@/features/stories/components/share-story-step';

/** /kindness-challenges: the challenges, with the story step and the Rewards Gallery from their areas. */
export default function KindnessChallengesRoute() {
  return <ChallengesPage storyStep={(props) => <ShareStoryStep {...props} />} rewards={<RewardsGallery />} />;
}
