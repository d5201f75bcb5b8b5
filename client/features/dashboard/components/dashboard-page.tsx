import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PAGES } from '@common/pages';
import type { CurrentUser } from '@common/schemas/users';
import { Seo } from '@/components/seo';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { PointsHistory } from './points-history';
import { ProfileSummaryCard } from './profile-summary-card';

export interface DashboardTabs {
  completed: ReactNode;
  rewards: ReactNode;
  stories: ReactNode;
  /** The Admin tab's sub-tabs, in order; shown to admins only. */
  admin?: Array<{ id: string; label: string; content: ReactNode }>;
}

/** The tabs, as `?tab=` names them (a link may open one: /dashboard?tab=rewards). */
const TAB_IDS = ['completed', 'rewards', 'stories', 'admin'];

/** /dashboard ('My Dashboard'): the summary card, the tabs the areas hand in, and the points history. */
export function DashboardPage({ tabs }: { tabs: (user: CurrentUser) => DashboardTabs }) {
  const { data: user, isLoading } = useUser();
  const [params, setParams] = useSearchParams();
  if (isLoading || !user) return <PageSpinner label="Loading your dashboard" />;
  const t = tabs(user);
  const admin = user.role === 'admin' && t.admin?.length ? t.admin : null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <Seo {...PAGES.dashboard} path={paths.dashboard} />
      <h1 className="mb-6 text-3xl font-extrabold text-neutral-900 sm:text-4xl">My Dashboard</h1>
      <ProfileSummaryCard user={user} />
      <Tabs
        value={
          TAB_IDS.includes(params.get('tab') ?? '') && (params.get('tab') !== 'admin' || admin)
            ? params.get('tab')!
            : 'completed'
        }
        onValueChange={(tab) => setParams(tab === 'completed' ? {} : { tab }, { replace: true })}
        className="mt-8"
      >
        <TabsList className={cn('h-auto rounded-2xl', admin ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3')}>
          <TabsTrigger value="completed" className="h-auto min-h-10 py-1 whitespace-normal">
            Completed Challenges
          </TabsTrigger>
          <TabsTrigger value="rewards" className="h-auto min-h-10 py-1 whitespace-normal">
            My Rewards
          </TabsTrigger>
          <TabsTrigger value="stories" className="h-auto min-h-10 py-1 whitespace-normal">
            My Stories
          </TabsTrigger>
          {admin ? (
            <TabsTrigger value="admin" className="h-auto min-h-10 py-1 whitespace-normal">
              Admin
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="completed">{t.completed}</TabsContent>
        <TabsContent value="rewards">{t.rewards}</TabsContent>
        <TabsContent value="stories">{t.stories}</TabsContent>
        {admin ? (
          <TabsContent value="admin">
            <Tabs defaultValue={admin[0].id}>
              <TabsList className="inline-grid auto-cols-fr grid-flow-col">
                {admin.map((a) => (
                  <TabsTrigger key={a.id} value={a.id}>
                    {a.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              {admin.map((a) => (
                <TabsContent key={a.id} value={a.id}>
                  {a.content}
                </TabsContent>
              ))}
            </Tabs>
          </TabsContent>
        ) : null}
      </Tabs>
      <PointsHistory />
    </div>
  );
}
