import { and, eq, sql } from 'drizzle-orm';
import type { ReportKind } from '../../../common/schemas/moderation';
import type { Db } from '../../db/client';
import {
  appeals,
  comments,
  connectionReports,
  contactHolds,
  contentReports,
  crisisReviews,
  messages,
  reportOutcomes,
  rippleNodes,
  rippleReports,
  stories,
  users,
} from '../../db/schema';

// The one review queue in one statement (decisions 043 and 046), and the crisis-flagged messages an admin handles
// from it.

/** One row of the review queue's page, with what its entry shows (the reports of a group come by their ids). */
export interface QueueRow {
  type: 'reports' | 'story' | 'crisis' | 'appeal' | 'hidden';
  key: string;
  createdAt: Date;
  /** How many open reports a group holds; 1 for any other entry. */
  count: number;
  /** The story's, message's or appeal's id (for a group: the member's, or its first report's). */
  refId: number;
  reportIds: Record<ReportKind, number[]>;
  /** The author, sender or appealing member's current name. */
  personName: string | null;
  /** The story, the message or the appeal's text. */
  content: string | null;
  conversationId: number | null;
  appeal: { userId: number | null; status: string; outcome: string; reason: string } | null;
  /** A hidden text's sweep step and kind of contact detail (decision 053). */
  hold: { target: string; kind: string } | null;
}

/**
 * The open reports of every kind, one light row each, with what the queue groups them by: the member they are about
 * (a connection report's reported member, a story's or comment's author), or else the reported thing itself
 * (`grp` and a target: a connection report alone, a story or comment, a ripple note).
 */
const openReports = sql`
  select r.reported_user_id as member, case when r.reported_user_id is null then 'connection' end as grp,
         case when r.reported_user_id is null then r.id end as target_id, null as target_node, r.id, r.created_at
  from ${connectionReports} r where r.status <> 'resolved'
  union all
  select coalesce(s.user_id, c.user_id), case when coalesce(s.user_id, c.user_id) is null then 'content' end,
         case when coalesce(s.user_id, c.user_id) is null then coalesce(r.story_id, r.comment_id) end, null,
         r.id, r.created_at
  from ${contentReports} r
  left join ${stories} s on s.id = r.story_id
  left join ${comments} c on c.id = r.comment_id
  where r.status <> 'resolved'
  union all
  select null, 'ripple_note', null, r.node_id, r.id, r.created_at
  from ${rippleReports} r join ${rippleNodes} n on n.id = r.node_id
  where r.status <> 'resolved'`;

/**
 * The ids of the open reports in one group of the page (`pg`), read through the indexes on the reported member, the
 * author and the reported thing: only for the page's rows, never for the whole queue.
 */
const groupIds = {
  connection: sql`array(
    select r.id from ${connectionReports} r where r.reported_user_id = pg.member and r.status <> 'resolved'
    union all
    select r.id from ${connectionReports} r where pg.grp = 'connection' and r.id = pg.target_id and r.status <> 'resolved')`,
  content: sql`array(
    select r.id from ${contentReports} r join ${stories} s on s.id = r.story_id
    where s.user_id = pg.member and r.status <> 'resolved'
    union all
    select r.id from ${contentReports} r join ${comments} c on c.id = r.comment_id
    where c.user_id = pg.member and r.status <> 'resolved'
    union all
    select r.id from ${contentReports} r
    left join ${stories} s on s.id = r.story_id left join ${comments} c on c.id = r.comment_id
    where pg.grp = 'content' and (r.story_id = pg.target_id or r.comment_id = pg.target_id)
      and coalesce(s.user_id, c.user_id) is null and r.status <> 'resolved')`,
  ripple: sql`array(
    select r.id from ${rippleReports} r where pg.grp = 'ripple_note' and r.node_id = pg.target_node and r.status <> 'resolved')`,
};

/**
 * One page of the review queue and its length, in one statement: the open reports grouped (one row per member,
 * counted), pending stories, crisis-flagged messages no admin has handled, pending appeals and the texts the contact
 * sweep hid (decision 053), as one UNION ALL; bigger groups first, otherwise oldest first (ties: reports, stories,
 * messages, appeals, hidden texts, then by id). Only the rows
 * of the page are joined to their names and texts and to the ids of their reports. A page past the end answers no
 * rows and still the total.
 */
export async function findQueuePage(db: Db, p: { limit: number; offset: number }) {
  const result = await db.execute(sql`
    with queue as materialized (
      select 'reports' as type, coalesce('member:' || member, grp || ':' || coalesce(target_id::text, target_node)) as key,
             min(created_at) as created_at, count(*)::int as weight, 0 as rank, coalesce(member, min(id))::bigint as ref_id,
             member, grp, target_id, target_node
      from (${openReports}) o group by member, grp, target_id, target_node
      union all
      select 'story', 'story:' || s.id, s.created_at, 1, 1, s.id, null, null, null, null
      from ${stories} s where s.status = 'pending'
      union all
      select 'crisis', 'crisis:' || m.id, m.created_at, 1, 2, m.id, null, null, null, null
      from ${messages} m
      where m.crisis_flag and not exists (select 1 from ${crisisReviews} cr where cr.message_id = m.id)
      union all
      select 'appeal', 'appeal:' || a.id, a.created_at, 1, 3, a.id, null, null, null, null
      from ${appeals} a where a.status = 'pending'
      union all
      select 'hidden', 'hidden:' || h.id, h.created_at, 1, 4, h.id, null, null, null, null
      from ${contactHolds} h where h.decision is null
    ),
    page as (
      select * from queue order by weight desc, created_at, rank, ref_id, key limit ${p.limit} offset ${p.offset}
    )
    select t.total, pg.type, pg.key, (extract(epoch from pg.created_at) * 1000)::float8 as created_ms, pg.weight,
           pg.ref_id, u.display_name as person_name,
           case when pg.type = 'reports' then ${groupIds.connection} end as connection_ids,
           case when pg.type = 'reports' then ${groupIds.content} end as content_ids,
           case when pg.type = 'reports' then ${groupIds.ripple} end as ripple_ids,
           coalesce(s.content, m.content, a.text, hh.excerpt) as content, m.conversation_id, a.user_id as appeal_user_id,
           a.status as appeal_status, o.outcome as appeal_outcome, o.reason as appeal_reason,
           hh.target as hold_target, hh.kind as hold_kind
    from (select count(*) as total from queue) t
    left join page pg on true
    left join ${stories} s on pg.type = 'story' and s.id = pg.ref_id
    left join ${messages} m on pg.type = 'crisis' and m.id = pg.ref_id
    left join ${appeals} a on pg.type = 'appeal' and a.id = pg.ref_id
    left join ${reportOutcomes} o on o.id = a.outcome_id
    left join ${contactHolds} hh on pg.type = 'hidden' and hh.id = pg.ref_id
    left join ${users} u on u.id = coalesce(s.user_id, m.sender_id, a.user_id, hh.member_id)
    order by pg.weight desc, pg.created_at, pg.rank, pg.ref_id, pg.key`);
  const raw = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const total = Number(raw[0]?.total ?? 0);
  const ints = (v: unknown) => (Array.isArray(v) ? v.map(Number) : []);
  const rows: QueueRow[] = raw
    .filter((r) => r.type !== null)
    .map((r) => ({
      type: r.type as QueueRow['type'],
      key: String(r.key),
      createdAt: new Date(Number(r.created_ms)),
      count: Number(r.weight),
      refId: Number(r.ref_id),
      reportIds: { connection: ints(r.connection_ids), content: ints(r.content_ids), ripple_note: ints(r.ripple_ids) },
      personName: (r.person_name as string | null) ?? null,
      content: (r.content as string | null) ?? null,
      conversationId: r.conversation_id === null ? null : Number(r.conversation_id),
      appeal:
        r.type === 'appeal'
          ? {
              userId: r.appeal_user_id === null ? null : Number(r.appeal_user_id),
              status: String(r.appeal_status),
              outcome: String(r.appeal_outcome),
              reason: String(r.appeal_reason ?? ''),
            }
          : null,
      hold: r.type === 'hidden' ? { target: String(r.hold_target), kind: String(r.hold_kind) } : null,
    }));
  return { rows, total };
}

/** Marks a crisis-flagged message handled; answers whether it exists and is flagged. */
export async function markCrisisReviewed(db: Db, messageId: number, actorId: number) {
  const [m] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), sql`${messages.crisisFlag}`));
  if (!m) return false;
  await db.insert(crisisReviews).values({ messageId, reviewedBy: actorId }).onConflictDoNothing();
  return true;
}
