import { MyCompletions } from '@/features/challenges/components/my-completions';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { ClaimedRewardsAdmin } from '@/features/rewards/admin/components/claimed-rewards-admin';
import { MyRewards } from '@/features/rewards/components/my-rewards';
import { MyStories } from '@/features/stories/components/my-stories';
import { ShareStoryStep } from '@/features/stories/components/share-story-step';
import { ManageUsers } from '@/features/users/admin/components/manage-users';

/** /dashboard: the areas' tabs, and for admins the Admin tab's Claimed Rewards. */
export default function DashboardRoute() {
  return (
    <DashboardPage
      tabs={(user) => ({
        completed: <MyCompletions storyForm={(props) => <ShareStoryStep {...props} />} />,
        rewards: <MyRewards />,
        stories: <MyStories />,
        admin:
          user.role === 'admin'
            ? [
                { id: 'users', label: 'User Management', content: <ManageUsers /> },
                { id: 'claimed-rewards', label: 'Claimed Rewards', content: <ClaimedRewardsAdmin /> },
              ]
            : [],
      })}
    />
  );
}
