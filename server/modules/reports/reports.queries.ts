import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReportKind, ReportOutcome, ReportStatus } from '../../../common/schemas/moderation';
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

// The moderation module reads the three report tables the reporting features write, and owns what happens to a report
// after it is filed: its status from then on, its outcome and the appeal (decision 043).

/** A report of any kind, in one shape. */
export interface ReportRow {
  kind: ReportKind;
  id: number;
  contentType: string;
  reporterId: number | null;
  reporterName: string | null;
  reportedUserId: number | null;
  reportedName: string | null;
  reason: string;
  description: string | null;
  excerpt: string | null;
  status: ReportStatus;
  createdAt: Date;
  /** The reported story, comment or ripple note, for the action on it. */
  targetId: number | string | null;
  outcome: ReportOutcome | null;
  note: string | null;
}

export interface ReportFilter {
  status?: ReportStatus;
  open?: boolean;
  reporterId?: number;
  id?: number;
  /** These reports only (the review queue's groups on one page). */
  ids?: number[];
  /** Newest first and at most this many (after `offset`); without it, oldest first, all of them. */
  limit?: number;
  offset?: number;
  before?: Date;
}

const outcomeJoin = (kind: ReportKind, idCol: AnyPgColumn) =>
  and(eq(reportOutcomes.reportKind, kind), eq(reportOutcomes.reportId, idCol));

function conditions(
  cols: { status: AnyPgColumn | SQL; id: AnyPgColumn; reporter?: AnyPgColumn; created: AnyPgColumn },
  f: ReportFilter,
) {
  const c: (SQL | undefined)[] = [];
  if (f.status) c.push(sql`${cols.status} = ${f.status}`);
  if (f.open) c.push(sql`${cols.status} <> 'resolved'`);
  if (f.reporterId !== undefined && cols.reporter) c.push(eq(cols.reporter, f.reporterId));
  if (f.id !== undefined) c.push(eq(cols.id, f.id));
  if (f.ids) c.push(f.ids.length ? inArray(cols.id, f.ids) : sql`false`);
  if (f.before) c.push(sql`${cols.created} < ${f.before.toISOString()}`);
  return and(...c);
}

/** Connection reports (of a member, a conversation or a message). */
export async function findConnectionReports(db: Db, f: ReportFilter): Promise<ReportRow[]> {
  const r = connectionReports;
  const q = db
    .select({
      id: r.id,
      contentType: r.contentType,
      reporterId: r.reporterId,
      reporterName: r.reporterName,
      reportedUserId: r.reportedUserId,
      reportedName: r.reportedName,
      reason: r.reason,
      description: r.description,
      evidence: r.evidence,
      status: r.status,
      createdAt: r.createdAt,
      outcome: reportOutcomes.outcome,
      note: reportOutcomes.note,
    })
    .from(r)
    .leftJoin(reportOutcomes, outcomeJoin('connection', r.id))
    .where(conditions({ status: r.status, id: r.id, reporter: r.reporterId, created: r.createdAt }, f))
    .orderBy(...(f.limit ? [desc(r.createdAt), desc(r.id)] : [asc(r.createdAt), asc(r.id)]));
  const rows = f.limit ? await q.limit(f.limit).offset(f.offset ?? 0) : await q;
  return rows.map((x) => ({
    kind: 'connection',
    id: x.id,
    contentType: x.contentType ?? 'user',
    reporterId: x.reporterId,
    reporterName: x.reporterName,
    reportedUserId: x.reportedUserId,
    reportedName: x.reportedName,
    reason: x.reason,
    description: x.description,
    excerpt: x.evidence?.content ?? null,
    status: x.status as ReportStatus,
    createdAt: x.createdAt,
    targetId: x.reportedUserId,
    outcome: x.outcome as ReportOutcome | null,
    note: x.note,
  }));
}

/** Reports of stories and comments, with the author of what was reported. */
export async function findContentReports(db: Db, f: ReportFilter): Promise<ReportRow[]> {
  const r = contentReports;
  const reporter = alias(users, 'reporter');
  const author = alias(users, 'author');
  const q = db
    .select({
      id: r.id,
      contentType: r.contentType,
      storyId: r.storyId,
      commentId: r.commentId,
      reporterId: r.reporterId,
      reporterName: reporter.displayName,
      authorId: sql<number | null>`coalesce(${stories.userId}, ${comments.userId})`,
      authorName: author.displayName,
      reason: r.reason,
      description: r.description,
      excerpt: sql<string | null>`coalesce(${comments.content}, ${stories.content})`,
      status: r.status,
      createdAt: r.createdAt,
      outcome: reportOutcomes.outcome,
      note: reportOutcomes.note,
    })
    .from(r)
    .leftJoin(stories, eq(stories.id, r.storyId))
    .leftJoin(comments, eq(comments.id, r.commentId))
    .leftJoin(reporter, eq(reporter.id, r.reporterId))
    .leftJoin(author, sql`${author.id} = coalesce(${stories.userId}, ${comments.userId})`)
    .leftJoin(reportOutcomes, outcomeJoin('content', r.id))
    .where(conditions({ status: r.status, id: r.id, reporter: r.reporterId, created: r.createdAt }, f))
    .orderBy(...(f.limit ? [desc(r.createdAt), desc(r.id)] : [asc(r.createdAt), asc(r.id)]));
  const rows = f.limit ? await q.limit(f.limit).offset(f.offset ?? 0) : await q;
  return rows.map((x) => ({
    kind: 'content',
    id: x.id,
    contentType: x.contentType,
    reporterId: x.reporterId,
    reporterName: x.reporterName,
    reportedUserId: x.authorId === null ? null : Number(x.authorId),
    reportedName: x.authorName,
    reason: x.reason,
    description: x.description,
    excerpt: x.excerpt,
    status: x.status,
    createdAt: x.createdAt,
    targetId: x.storyId ?? x.commentId,
    outcome: x.outcome as ReportOutcome | null,
    note: x.note,
  }));
}

/** Reports of ripple notes (by visitors: there is no reporter to name or tell). */
export async function findRippleReports(db: Db, f: ReportFilter): Promise<ReportRow[]> {
  if (f.reporterId !== undefined) return [];
  const r = rippleReports;
  // Ripple reports say 'open' for pending.
  const status = sql<string>`case when ${r.status} = 'open' then 'pending' else ${r.status} end`;
  const q = db
    .select({
      id: r.id,
      nodeId: r.nodeId,
      reason: r.reason,
      message: rippleNodes.message,
      senderName: rippleNodes.senderName,
      status,
      createdAt: r.createdAt,
      outcome: reportOutcomes.outcome,
      note: reportOutcomes.note,
    })
    .from(r)
    .innerJoin(rippleNodes, eq(rippleNodes.id, r.nodeId))
    .leftJoin(reportOutcomes, outcomeJoin('ripple_note', r.id))
    .where(conditions({ status, id: r.id, created: r.createdAt }, f))
    .orderBy(...(f.limit ? [desc(r.createdAt), desc(r.id)] : [asc(r.createdAt), asc(r.id)]));
  const rows = f.limit ? await q.limit(f.limit).offset(f.offset ?? 0) : await q;
  return rows.map((x) => ({
    kind: 'ripple_note',
    id: x.id,
    contentType: 'ripple_note',
    reporterId: null,
    reporterName: null,
    reportedUserId: null,
    reportedName: x.senderName,
    reason: x.reason ?? 'No reason given',
    description: null,
    excerpt: x.message,
    status: x.status as ReportStatus,
    createdAt: x.createdAt,
    targetId: x.nodeId,
    outcome: x.outcome as ReportOutcome | null,
    note: x.note,
  }));
}

/** How many reports of one kind there are, of one status or all. */
export async function countReports(db: Db, kind: ReportKind, status?: ReportStatus) {
  const table = kind === 'connection' ? connectionReports : kind === 'content' ? contentReports : rippleReports;
  const stored = kind === 'ripple_note' && status === 'pending' ? 'open' : status;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(stored ? eq(table.status, stored) : undefined);
  return Number(row?.n ?? 0);
}

/** Moves a report on (pending -> reviewed -> resolved) unless it is resolved already; answers whether it moved. */
export async function setReportStatus(db: Db, kind: ReportKind, id: number, status: 'reviewed' | 'resolved') {
  const table = kind === 'connection' ? connectionReports : kind === 'content' ? contentReports : rippleReports;
  const rows = await db
    .update(table)
    .set({ status } as never)
    .where(and(eq(table.id, id), ne(table.status, 'resolved')))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function insertOutcome(
  db: Db,
  v: {
    reportKind: ReportKind;
    reportId: number;
    outcome: ReportOutcome;
    note: string | null;
    actorId: number;
    actedAgainstId: number | null;
    appealTokenHash: string | null;
    reporterId: number | null;
    contentType: string;
    reason: string;
    reportedAt: Date;
  },
) {
  const [row] = await db.insert(reportOutcomes).values(v).returning({ id: reportOutcomes.id });
  return row!.id;
}

/** The outcomes of a member's reports, newest report first (they outlive a removed story's or comment's report). */
export function findOutcomesForReporter(db: Db, f: { reporterId: number; limit: number; before?: Date }) {
  return db
    .select({
      reportKind: reportOutcomes.reportKind,
      reportId: reportOutcomes.reportId,
      outcome: reportOutcomes.outcome,
      contentType: reportOutcomes.contentType,
      reason: reportOutcomes.reason,
      reportedAt: reportOutcomes.reportedAt,
    })
    .from(reportOutcomes)
    .where(
      and(
        eq(reportOutcomes.reporterId, f.reporterId),
        f.before ? sql`${reportOutcomes.reportedAt} < ${f.before.toISOString()}` : undefined,
      ),
    )
    .orderBy(desc(reportOutcomes.reportedAt))
    .limit(f.limit);
}

/** Hides a reported ripple note everywhere (the owner's 'hide' does the same for one ripple). */
export async function hideRippleNote(db: Db, nodeId: string) {
  await db.update(rippleNodes).set({ status: 'hidden' }).where(eq(rippleNodes.id, nodeId));
}

/** The outcome an appeal token belongs to, with the report's reason, or undefined. */
export async function findOutcomeByTokenHash(db: Db, hash: string) {
  const [row] = await db
    .select({ id: reportOutcomes.id, actedAgainstId: reportOutcomes.actedAgainstId })
    .from(reportOutcomes)
    .where(eq(reportOutcomes.appealTokenHash, hash));
  return row;
}

/** Files the appeal once per outcome; answers its id, or undefined when one exists already. */
export async function insertAppeal(db: Db, v: { outcomeId: number; userId: number | null; text: string }) {
  const rows = await db.insert(appeals).values(v).onConflictDoNothing().returning({ id: appeals.id });
  return rows[0]?.id;
}

/** Appeals with the outcome and report they are about; `id` for one, `pendingOnly` for the queue. */
export async function findAppeals(db: Db, f: { id?: number; pendingOnly?: boolean }) {
  const c: (SQL | undefined)[] = [];
  if (f.id !== undefined) c.push(eq(appeals.id, f.id));
  if (f.pendingOnly) c.push(eq(appeals.status, 'pending'));
  return db
    .select({
      id: appeals.id,
      userId: appeals.userId,
      memberName: users.displayName,
      text: appeals.text,
      status: appeals.status,
      createdAt: appeals.createdAt,
      outcomeId: reportOutcomes.id,
      outcome: reportOutcomes.outcome,
      reportKind: reportOutcomes.reportKind,
      reportId: reportOutcomes.reportId,
    })
    .from(appeals)
    .innerJoin(reportOutcomes, eq(reportOutcomes.id, appeals.outcomeId))
    .leftJoin(users, eq(users.id, appeals.userId))
    .where(and(...c))
    .orderBy(asc(appeals.createdAt));
}

/** Decides a pending appeal; answers whether it was pending. */
export async function decideAppeal(
  db: Db,
  v: { id: number; status: 'upheld' | 'overturned'; note: string | null; actorId: number },
) {
  const rows = await db
    .update(appeals)
    .set({ status: v.status, decisionNote: v.note, decidedBy: v.actorId, decidedAt: sql`now()` })
    .where(and(eq(appeals.id, v.id), eq(appeals.status, 'pending')))
    .returning({ id: appeals.id });
  return rows.length > 0;
}

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

/** Names of members by id (for appeal rows of members whose name the join missed). */
export function findNames(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, displayName: users.displayName }).from(users).where(inArray(users.id, ids));
}
