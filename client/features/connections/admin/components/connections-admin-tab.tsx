import { ArrowRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CountTabs } from '@/components/ui/count-tabs';
import { paths } from '@/config/paths';
import { useAdminConversations } from '../api/get-admin-conversations';
import { useAdminRequests } from '../api/get-admin-requests';
import { useConnectionsAnalytics } from '../api/get-connections-analytics';
import { ConversationsAdmin } from './conversations-admin';
import { RequestsAdmin } from './requests-admin';

type Sub = 'reports' | 'conversations' | 'requests';

/**
 * The /admin Connections tab: sub-tabs Reports, Conversations and Requests, each with its count. The Reports list is
 * handed in by the page (`reports`); without it the sub-tab says where reports are handled.
 */
export function ConnectionsAdminTab({ reports }: { reports?: ReactNode }) {
  const [sub, setSub] = useState<Sub>('reports');
  const analytics = useConnectionsAnalytics();
  const conversations = useAdminConversations(1);
  const requests = useAdminRequests(1);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CountTabs<Sub>
          label="Connections moderation"
          value={sub}
          onChange={setSub}
          tabs={[
            { id: 'reports', label: 'Reports', count: analytics.data?.openReports },
            { id: 'conversations', label: 'Conversations', count: conversations.data?.total },
            { id: 'requests', label: 'Requests', count: requests.data?.total },
          ]}
        />
        <Link
          to={paths.adminConnections}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-dark underline-offset-4 hover:underline"
        >
          Reviews and analytics <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      {sub === 'reports' ? (
        (reports ?? <p className="rounded-2xl bg-neutral-100 p-4 text-neutral-700">No reports to show here.</p>)
      ) : sub === 'conversations' ? (
        <ConversationsAdmin />
      ) : (
        <RequestsAdmin />
      )}
    </div>
  );
}
