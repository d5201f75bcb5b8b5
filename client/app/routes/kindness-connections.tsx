import { ConnectionsPage } from '@/features/connections/components/connections-page';
import { MyReports } from '@/features/reports/components/my-reports';

/** /kindness-connections, with the member's 'Your reports' on the profile tab. */
export default function KindnessConnectionsRoute() {
  return <ConnectionsPage profileExtra={<MyReports />} />;
}
