import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { connectionReports, connectionReviews, conversations, helpRequests } from '../../../db/schema';

/** The Analytics tab's numbers, in one statement. */
export async function connectionsAnalytics(db: Db) {
  const [row] = await db
    .select({
      totalRequests: sql<number>`(select count(*) from ${helpRequests} where ${helpRequests.deletedAt} is null)::int`,
      openRequests: sql<number>`(select count(*) from ${helpRequests} where ${helpRequests.deletedAt} is null and ${helpRequests.status} = 'open')::int`,
      activeConversations: sql<number>`(select count(*) from ${conversations} where ${conversations.deletedAt} is null and ${conversations.status} = 'active')::int`,
      totalConversations: sql<number>`(select count(*) from ${conversations})::int`,
      reviews: sql<number>`(select count(*) from ${connectionReviews})::int`,
      averageRating: sql<string | null>`(select avg(${connectionReviews.rating}) from ${connectionReviews})`,
      openReports: sql<number>`(select count(*) from ${connectionReports} where ${connectionReports.status} <> 'resolved')::int`,
      medianSeconds: sql<
        number | null
      >`(select percentile_cont(0.5) within group (order by extract(epoch from (${helpRequests.matchedAt} - ${helpRequests.createdAt}))) from ${helpRequests} where ${helpRequests.matchedAt} is not null)`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
