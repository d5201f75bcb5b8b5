import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rippleChains, rippleNodes } from '../../../db/schema';
import { runPrepared } from '../../../db/prepared';

// What the summary page and its link preview read: a ripple as a whole, never walking or counting its tree.

export interface SummaryNodeRow {
  id: string;
  parentNodeId: string | null;
  message: string;
  senderName: string | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  viewCount: number;
  thanksCount: number;
  depth: number;
  status: string;
}

/**
 * Everything a summary shows in one prepared statement: the ripple's counters, its places in the order they
 * were reached, and its notes up to a depth, shallowest first (so every listed note's parent is listed too).
 */
export async function readSummary(db: Db, p: { seedCode: string; maxDepth: number; limit: number }) {
  const rows = await runPrepared<{
    ownerKey: string;
    status: string;
    maxDepth: number;
    nodeCount: number;
    peopleReached: number;
    cities: Array<{ city: string; country: string }> | string;
    nodes: SummaryNodeRow[] | string;
  }>(
    db,
    'ripple_summary',
    sql`
    select c.owner_key as "ownerKey", c.status, c.max_depth as "maxDepth", c.node_count as "nodeCount", c.people_reached as "peopleReached",
      coalesce((
        select json_agg(json_build_object('city', x.city, 'country', x.country) order by x.created_at, x.city)
        from ripple_chain_cities x where x.chain_id = c.id
      ), '[]'::json) as cities,
      coalesce((
        select json_agg(json_build_object(
          'id', n.id, 'parentNodeId', n.parent_node_id, 'message', n.message, 'senderName', n.sender_name,
          'city', n.city, 'country', n.country, 'latitude', n.latitude, 'longitude', n.longitude,
          'viewCount', n.view_count, 'thanksCount', n.thanks_count, 'depth', n.depth, 'status', n.status
        ) order by n.depth, n.created_at)
        from (
          select * from ripple_nodes where chain_id = c.id and depth <= ${p.maxDepth}::int
          order by depth, created_at limit ${p.limit}::int
        ) n
      ), '[]'::json) as nodes
    from ripple_chains c where c.seed_code = ${p.seedCode}
  `,
  );
  const row = rows[0];
  if (!row) return undefined;
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return { ...row, cities: parse(row.cities), nodes: parse(row.nodes) };
}

/**
 * What the link preview of a summary shows: the ripple's reach and its first note (the words it started with),
 * with that note's status, so a note its owner hid is not quoted.
 */
export async function findRippleOverview(db: Db, seedCode: string) {
  const [row] = await db
    .select({
      seedCode: rippleChains.seedCode,
      peopleReached: rippleChains.peopleReached,
      firstNote: { message: rippleNodes.message, senderName: rippleNodes.senderName, status: rippleNodes.status },
    })
    .from(rippleChains)
    .leftJoin(rippleNodes, and(eq(rippleNodes.chainId, rippleChains.id), eq(rippleNodes.depth, 0)))
    .where(eq(rippleChains.seedCode, seedCode))
    .limit(1);
  return row;
}
