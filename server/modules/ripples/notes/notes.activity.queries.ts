import { and, eq, lt, sql } from 'drizzle-orm';
import { rippleEvents } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { runPrepared } from '../../../db/prepared';

// What visitors do to notes (pass on, view, thank), each one prepared statement: the hot paths of the product.

export type PassOutcome =
  | { kind: 'passed'; nodeCode: string; chainId: string; hasFollowers: boolean }
  | { kind: 'not-found' }
  | { kind: 'closed' };

/**
 * Passes a note on in one statement (one transaction): finds the parent by its code, records the visitor,
 * updates the ripple's counters, the place and inserts the new note. One statement means the ripple's row
 * is locked only inside the database, never across a round trip, so many passes onto one ripple do not
 * queue behind each other. Nothing but the visitor is written when the note is hidden or the ripple closed.
 */
export async function passOnAtomically(
  db: Db,
  p: {
    parentCode: string;
    nodeCode: string;
    message: string;
    senderName: string | null;
    city: string | null;
    country: string | null;
    latitude: number | null;
    longitude: number | null;
    shareChannel: string;
    visitorHash: string;
  },
): Promise<PassOutcome> {
  const rows = await runPrepared<{
    nodeCode: string | null;
    chainId: string | null;
    nodeStatus: string | null;
    hasFollowers: boolean;
  }>(
    db,
    'ripple_pass_on',
    sql`
    with parent as (
      select n.id, n.chain_id, n.depth + 1 as depth, n.status, c.status as chain_status
      from ripple_nodes n join ripple_chains c on c.id = n.chain_id
      where n.node_code = ${p.parentCode}
    ), ok as (
      select * from parent where status = 'active' and chain_status = 'active'
    ), v as (
      insert into ripple_chain_visitors (chain_id, visitor_hash) select chain_id, ${p.visitorHash} from parent
      on conflict do nothing returning 1
    ), c as (
      update ripple_chains set
        node_count = node_count + 1,
        max_depth = greatest(max_depth, ok.depth),
        visitor_count = visitor_count + (select count(*) from v)::int,
        people_reached = visitor_count + (select count(*) from v)::int
      from ok
      where ripple_chains.id = ok.chain_id and ripple_chains.status = 'active'
      returning ripple_chains.id
    ), place as (
      insert into ripple_chain_cities (chain_id, city, country)
      select id, ${p.city}::varchar, ${p.country}::varchar from c where ${p.city}::varchar is not null and ${p.country}::varchar is not null
      on conflict do nothing
    ), ins as (
      insert into ripple_nodes (chain_id, parent_node_id, node_code, depth, message, sender_name, city, country, latitude, longitude, share_channel)
      select c.id, ok.id, ${p.nodeCode}, ok.depth, ${p.message}, ${p.senderName}::varchar, ${p.city}::varchar, ${p.country}::varchar,
             ${p.latitude}::real, ${p.longitude}::real, ${p.shareChannel}
      from c, ok
      returning node_code, chain_id
    )
    select
      (select node_code from ins) as "nodeCode",
      (select chain_id from ins) as "chainId",
      (select status from parent) as "nodeStatus",
      exists (
        select 1 from ripple_subscriptions s, parent
        where s.chain_id = parent.chain_id and s.verified and s.unsubscribed_at is null
      ) as "hasFollowers"
  `,
  );
  const row = rows[0];
  if (row?.nodeCode && row.chainId)
    return { kind: 'passed', nodeCode: row.nodeCode, chainId: row.chainId, hasFollowers: Boolean(row.hasFollowers) };
  if (!row?.nodeStatus || row.nodeStatus !== 'active') return { kind: 'not-found' };
  return { kind: 'closed' };
}

/**
 * Records a view in one statement: the event once per visitor per note per day, the note's counter when it
 * was new, the visitor once per ripple with the ripple's counters. Answers the counters the visitor sees.
 */
export async function recordViewAtomically(
  db: Db,
  p: { nodeId: string; chainId: string; ipHash: string; userAgent: string | null },
) {
  const rows = await runPrepared<{
    viewCount: number | null;
    thanksCount: number | null;
    peopleReached: number;
    maxDepth: number;
    status: string;
    thanked: boolean;
  }>(
    db,
    'ripple_view',
    sql`
    with e as (
      insert into ripple_events (node_id, type, ip_hash, user_agent) values (${p.nodeId}, 'view', ${p.ipHash}, ${p.userAgent}::text)
      on conflict do nothing returning 1
    ), n as (
      update ripple_nodes set view_count = view_count + 1 where id = ${p.nodeId} and exists (select 1 from e)
      returning view_count, thanks_count
    ), v as (
      insert into ripple_chain_visitors (chain_id, visitor_hash) values (${p.chainId}, ${p.ipHash})
      on conflict do nothing returning 1
    ), c as (
      update ripple_chains set visitor_count = visitor_count + 1, people_reached = visitor_count + 1
      where id = ${p.chainId} and exists (select 1 from v)
      returning people_reached, max_depth, status
    )
    select
      (select view_count from n) as "viewCount",
      (select thanks_count from n) as "thanksCount",
      coalesce((select people_reached from c), (select people_reached from ripple_chains where id = ${p.chainId})) as "peopleReached",
      coalesce((select max_depth from c), (select max_depth from ripple_chains where id = ${p.chainId})) as "maxDepth",
      coalesce((select status from c), (select status from ripple_chains where id = ${p.chainId})) as "status",
      exists (select 1 from ripple_events where node_id = ${p.nodeId} and ip_hash = ${p.ipHash} and type = 'thank') as "thanked"
  `,
  );
  return rows[0];
}

/** Records a thanks in one statement, once per visitor per note; answers the count and whether it was new. */
export async function recordThanksAtomically(db: Db, p: { nodeId: string; ipHash: string; userAgent: string | null }) {
  const rows = await runPrepared<{ added: number | null; current: number }>(
    db,
    'ripple_thank',
    sql`
    with e as (
      insert into ripple_events (node_id, type, ip_hash, user_agent) values (${p.nodeId}, 'thank', ${p.ipHash}, ${p.userAgent}::text)
      on conflict do nothing returning 1
    ), n as (
      update ripple_nodes set thanks_count = thanks_count + 1 where id = ${p.nodeId} and exists (select 1 from e)
      returning thanks_count
    )
    select (select thanks_count from n) as "added", (select thanks_count from ripple_nodes where id = ${p.nodeId}) as "current"
  `,
  );
  const row = rows[0];
  return row.added == null
    ? { thanksCount: Number(row.current), alreadyThanked: true }
    : { thanksCount: Number(row.added), alreadyThanked: false };
}

/**
 * Deletes view events from before `keepDays` days ago. A view only has to be remembered for its own UTC day
 * (once per visitor per note per day); the counters on the notes and the ripple's visitors are kept, so no
 * number a visitor sees changes. Thanks are kept: they are once per visitor per note, for ever.
 */
export async function deleteViewEventsBefore(db: Db, keepDays: number): Promise<number> {
  const gone = await db
    .delete(rippleEvents)
    .where(
      and(
        eq(rippleEvents.type, 'view'),
        lt(rippleEvents.day, sql`(now() at time zone 'utc')::date - ${keepDays}::int`),
      ),
    )
    .returning({ id: rippleEvents.id });
  return gone.length;
}
