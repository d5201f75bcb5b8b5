import {
  moderationMessages as M,
  OUTCOME_LABELS,
  STATUS_LABELS,
  type ReportKind,
  type ReportOutcome,
  type ReportStatus,
} from '../../../common/schemas/moderation';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import { recordAdminAction, type AdminActor } from '../audit/audit.service';
import { findOutcomesForReporter } from './reports.outcomes.queries';
import { refusalsOf } from './reports.refusals';
import {
  countReports,
  findConnectionReports,
  findContentReports,
  REPORT_FINDERS as FINDERS,
  setReportStatus,
  type ReportRow,
} from './reports.queries';

// Reports with outcomes, appeals and the one review queue (decision 043). This file is the module's door: the admin's
// lists of reports, 'Mark Reviewed' and the member's own reports; resolving (`reports.outcomes.service.ts`), appeals
// (`reports.appeals.service.ts`) and the review queue (`reports.queue.service.ts`) live beside it.

const newest = (a: ReportRow, b: ReportRow) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/**
 * Reports of every kind (or one), newest first, a page at a time, each with its member's refused contact attempts of
 * the last 30 days (decision 053). One kind pages in SQL; all kinds are merged here (decision 043: not yet measured
 * at scale).
 */
export async function listReports(
  db: Db,
  q: { kind?: ReportKind; status?: ReportStatus; page: number; pageSize: number },
  now: Date,
) {
  const start = (q.page - 1) * q.pageSize;
  const withRefusals = async (rows: ReportRow[], total: number) => {
    const refusals = await refusalsOf(db, rows, now);
    return { rows: rows.map((r) => ({ ...r, contactRefusals: refusals(r) })), total };
  };
  if (q.kind) {
    const [rows, total] = await Promise.all([
      FINDERS[q.kind](db, { status: q.status, limit: q.pageSize, offset: start }),
      countReports(db, q.kind, q.status),
    ]);
    return withRefusals(rows, total);
  }
  const kinds = Object.keys(FINDERS) as ReportKind[];
  const rows = (await Promise.all(kinds.map((k) => FINDERS[k](db, { status: q.status })))).flat().sort(newest);
  return withRefusals(rows.slice(start, start + q.pageSize), rows.length);
}

/** One report of a kind, or 404. */
export async function requireReport(db: Db, kind: ReportKind, id: number) {
  const [report] = await FINDERS[kind](db, { id });
  if (!report) throw notFound(M.reportNotFound);
  return report;
}

/** Pending -> reviewed ('Mark Reviewed'), with its audit row. */
export async function markReviewed(db: Db, actor: AdminActor, kind: ReportKind, id: number) {
  return db.transaction(async (tx) => {
    const report = await requireReport(tx, kind, id);
    if (report.status === 'resolved') throw conflict(M.alreadyResolved);
    await setReportStatus(tx, kind, id, 'reviewed');
    await recordAdminAction(
      tx,
      actor,
      'report.review',
      { type: `${kind}_report`, id },
      { from: report.status },
      actor.clientKey,
    );
    return { ...report, status: 'reviewed' as const };
  });
}

const ABOUT: Record<string, string> = {
  user: 'A member on Kindness Connections',
  conversation: 'A Kindness Connections conversation',
  message: 'A message on Kindness Connections',
  story: 'A story',
  comment: 'A comment on a story',
};

const MY_REPORTS_PAGE = 20;

/**
 * The member's own reports, newest first, each with its status and outcome in plain words: the open ones from the
 * report tables, the resolved ones from their outcomes.
 */
export async function listMyReports(db: Db, userId: number, cursor?: string) {
  const before = cursor ? new Date(Number(cursor)) : undefined;
  const f = { reporterId: userId, limit: MY_REPORTS_PAGE + 1, before, open: true };
  const [connection, content, resolved] = await Promise.all([
    findConnectionReports(db, f),
    findContentReports(db, f),
    findOutcomesForReporter(db, f),
  ]);
  const rows = [
    ...[...connection, ...content].map((r) => ({
      kind: r.kind,
      id: r.id,
      contentType: r.contentType,
      reason: r.reason,
      status: r.status,
      outcome: null,
      createdAt: r.createdAt,
    })),
    ...resolved.map((o) => ({
      kind: o.reportKind as ReportKind,
      id: o.reportId,
      contentType: o.contentType,
      reason: o.reason,
      status: 'resolved' as const,
      outcome: o.outcome as ReportOutcome,
      createdAt: o.reportedAt,
    })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const page = rows.slice(0, MY_REPORTS_PAGE);
  return {
    items: page.map((r) => ({
      kind: r.kind,
      id: r.id,
      about: ABOUT[r.contentType] ?? 'Something you reported',
      reason: r.reason,
      status: r.status,
      statusText: STATUS_LABELS[r.status],
      outcomeText: r.outcome ? OUTCOME_LABELS[r.outcome] : null,
      createdAt: r.createdAt.toISOString(),
    })),
    nextCursor: rows.length > MY_REPORTS_PAGE ? String(page.at(-1)!.createdAt.getTime()) : null,
  };
}
