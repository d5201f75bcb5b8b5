import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ConnectionsAnalytics } from './connections-analytics';
import { ConversationsAdmin } from './conversations-admin';
import { RequestsAdmin } from './requests-admin';
import { ReviewsAdmin } from './reviews-admin';

export const MODERATION_TABS = ['requests', 'conversations', 'reviews', 'analytics'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

/**
 * /admin/connections: All Requests, All Conversations, Reviews & Reports (the reports list is handed in by the page),
 * Analytics.
 */
export function ConnectionsModeration({
  tab,
  onTab,
  reports,
}: {
  tab: ModerationTab;
  onTab: (tab: ModerationTab) => void;
  reports?: ReactNode;
}) {
  return (
    <Tabs value={tab} onValueChange={(t) => onTab(t as ModerationTab)}>
      <TabsList className="h-auto grid-cols-2 rounded-2xl sm:inline-grid sm:auto-cols-fr sm:grid-flow-col sm:rounded-full">
        <TabsTrigger value="requests">All Requests</TabsTrigger>
        <TabsTrigger value="conversations">All Conversations</TabsTrigger>
        <TabsTrigger value="reviews">Reviews &amp; Reports</TabsTrigger>
        <TabsTrigger value="analytics">Analytics</TabsTrigger>
      </TabsList>
      <TabsContent value="requests">
        <RequestsAdmin />
      </TabsContent>
      <TabsContent value="conversations">
        <ConversationsAdmin />
      </TabsContent>
      <TabsContent value="reviews">
        <section aria-labelledby="reviews-heading" className="grid gap-3">
          <h2 id="reviews-heading" className="text-xl font-bold text-neutral-900">
            Reviews
          </h2>
          <ReviewsAdmin />
        </section>
        {reports ? (
          <section aria-labelledby="reports-heading" className="mt-8 grid gap-3">
            <h2 id="reports-heading" className="text-xl font-bold text-neutral-900">
              Reports
            </h2>
            {reports}
          </section>
        ) : null}
      </TabsContent>
      <TabsContent value="analytics">
        <ConnectionsAnalytics />
      </TabsContent>
    </Tabs>
  );
}
