import { Navigate, useSearchParams } from 'react-router';
import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  ConnectionsModeration,
  MODERATION_TABS,
  type ModerationTab,
} from '@/features/connections/admin/components/connections-moderation';
import { ReportsPanel } from '@/features/reports/admin/components/reports-panel';
import { useUser } from '@/lib/auth';

/** /admin/connections: Kindness Connections moderation, for admins only (checked again by the server); others go home. */
export default function AdminConnectionsRoute() {
  const { data: user, isLoading } = useUser();
  const [params, setParams] = useSearchParams();
  if (isLoading) return <PageSpinner label="Checking your account" />;
  if (user?.role !== 'admin') return <Navigate to={paths.home} replace />;
  const asked = params.get('tab');
  const tab: ModerationTab = MODERATION_TABS.includes(asked as ModerationTab) ? (asked as ModerationTab) : 'requests';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <Seo {...PAGES.adminConnections} path={paths.adminConnections} />
      <h1 className="mb-6 text-3xl font-extrabold text-neutral-900 sm:text-4xl">Connections Moderation</h1>
      <ConnectionsModeration
        tab={tab}
        onTab={(t) => setParams(t === 'requests' ? {} : { tab: t }, { replace: true })}
        reports={<ReportsPanel kind="connection" />}
      />
    </div>
  );
}
