import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReportKind, ReportOutcome, ReportStatus } from '../../../common/schemas/moderation';
import type { Db } from '../../db/client';
import {
  comments,
  connectionReports,
  contentReports,
  reportOutcomes,
  rippleNodes,
  rippleReports,
  stories,
  users,
} from '../../db/schema';

// The reports module reads the three report tables the reporting features write, and owns what happens to a report
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

/** The finder of each kind of report. */
export const REPORT_FINDERS: Record<ReportKind, (db: Db, f: ReportFilter) => Promise<ReportRow[]>> = {
  connection: findConnectionReports,
  content: findContentReports,
  ripple_note: findRippleReports,
};
