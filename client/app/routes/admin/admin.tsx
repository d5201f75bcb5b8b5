import { Navigate, useSearchParams } from 'react-router';
import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { AuditLog } from '@/features/audit/admin/components/audit-log';
import { uploadContentImage } from '@/features/challenges/admin/api/upload-content-image';
import { ManageChallenges } from '@/features/challenges/admin/components/manage-challenges';
import { ReportsPanel } from '@/features/reports/admin/components/reports-panel';
import { ReviewQueue, ReviewQueueLabel } from '@/features/reports/admin/components/review-queue';
import { ConnectionsAdminTab } from '@/features/connections/admin/components/connections-admin-tab';
import { ManageRewards } from '@/features/rewards/admin/components/manage-rewards';
import { SettingsTab } from '@/features/settings/admin/components/settings-tab';
import { StoryApproval } from '@/features/stories/admin/components/story-approval';
import { ManageUsers } from '@/features/users/admin/components/manage-users';
import { useUser } from '@/lib/auth';

/** The spec's tab order; tabs of areas not built yet are left out. */
const TABS = [
  { id: 'challenges', label: 'Manage Challenges', content: <ManageChallenges /> },
  { id: 'stories', label: 'Story Approval', content: <StoryApproval /> },
  {
    id: 'rewards',
    label: 'Manage Rewards',
    content: <ManageRewards uploadImage={async (file) => (await uploadContentImage(file)).image} />,
  },
  { id: 'users', label: 'Manage Users', content: <ManageUsers /> },
  {
    id: 'connections',
    label: 'Connections',
    content: <ConnectionsAdminTab reports={<ReportsPanel kind="connection" />} />,
  },
  { id: 'settings', label: 'Settings', content: <SettingsTab /> },
  { id: 'review-queue', label: <ReviewQueueLabel />, content: <ReviewQueue /> },
  { id: 'audit', label: 'Audit Log', content: <AuditLog /> },
];

/** /admin: for admins only (the role, checked again by the server on every call); anyone else goes home. */
export default function AdminRoute() {
  const { data: user, isLoading } = useUser();
  const [params, setParams] = useSearchParams();
  if (isLoading) return <PageSpinner label="Checking your account" />;
  if (user?.role !== 'admin') return <Navigate to={paths.home} replace />;
  const tab = TABS.some((t) => t.id === params.get('tab')) ? params.get('tab')! : TABS[0].id;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <Seo {...PAGES.admin} path={paths.admin} />
      <h1 className="mb-6 text-3xl font-extrabold text-neutral-900 sm:text-4xl">Admin Dashboard</h1>
      <Tabs value={tab} onValueChange={(t) => setParams(t === TABS[0].id ? {} : { tab: t }, { replace: true })}>
        <TabsList className="h-auto rounded-2xl sm:inline-grid sm:auto-cols-fr sm:grid-flow-col sm:rounded-full">
          {TABS.map((t) => (
            <TabsTrigger
              key={t.id}
              value={t.id}
              className="h-auto min-h-10 px-2 py-1 leading-tight sm:h-10 sm:px-4 sm:py-0"
            >
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.id} value={t.id}>
            {t.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
