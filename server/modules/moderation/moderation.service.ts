import { createHash, randomBytes } from 'node:crypto';
import {
  moderationMessages as M,
  OUTCOME_LABELS,
  OUTCOMES_BY_KIND,
  STATUS_LABELS,
  type AppealDecisionInput,
  type AppealInput,
  type ReportKind,
  type ReportOutcome,
  type ResolveReportInput,
  type ReportStatus,
} from '../../../common/schemas/moderation';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http-error';
import { recordAdminAction } from '../audit/audit.service';
import { removeComment } from '../stories/comments/comments.service';
import { setStoryStatus } from '../stories/moderation/moderation.service';
import { findMemberById, mailAccount, type SuspensionStep } from '../users/users.service';
import { takeAction, undoAction } from './moderation.actions';
import { refusalsOf } from './moderation.refusals';
import { appealDecisionMail, reporterOutcomeMail, ruleFor, statementOfReasonsMail } from './moderation.mails';
import {
  countReports,
  decideAppeal,
  findAppeals,
  findConnectionReports,
  findContentReports,
  findOutcomesForReporter,
  findOutcomeByTokenHash,
  findRippleReports,
  hideRippleNote,
  insertAppeal,
  insertOutcome,
  markCrisisReviewed,
  setReportStatus,
  type ReportFilter,
  type ReportRow,
} from './moderation.queries';

// Reports with outcomes, appeals and the one review queue (decision 043).

export interface Actor {
  id: number;
  clientKey: string | null;
}

const FINDERS: Record<ReportKind, (db: Db, f: ReportFilter) => Promise<ReportRow[]>> = {
  connection: findConnectionReports,
  content: findContentReports,
  ripple_note: findRippleReports,
};

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
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

async function requireReport(db: Db, kind: ReportKind, id: number) {
  const [report] = await FINDERS[kind](db, { id });
  if (!report) throw notFound(M.reportNotFound);
  return report;
}

/** Pending -> reviewed ('Mark Reviewed'), with its audit row. */
export async function markReviewed(db: Db, actor: Actor, kind: ReportKind, id: number) {
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

/**
 * Resolves a report with an outcome and an optional note, in one transaction with its audit row, and does what the
 * outcome says (decision 045): removes the content, blocks the member from Connections ('Admin block based on
 * report: …') or suspends them (until `until`, or until lifted), each with the owning module's audit row. Mails the
 * reporter (a member) the outcome in plain words, and the member acted against the statement of reasons with a
 * single-use appeal link. Anything refused (an admin cannot be blocked or suspended) changes nothing.
 */
export async function resolveReport(
  db: Db,
  actor: Actor,
  p: { kind: ReportKind; id: number; config: AppConfig; now: Date } & ResolveReportInput,
  suspensionSteps: readonly SuspensionStep[],
) {
  if (!OUTCOMES_BY_KIND[p.kind].includes(p.outcome)) throw badRequest(M.outcomeNotForKind);
  const publicUrl = p.config.publicUrl;
  return db.transaction(async (tx) => {
    const report = await requireReport(tx, p.kind, p.id);
    if (report.status === 'resolved' || !(await setReportStatus(tx, p.kind, p.id, 'resolved')))
      throw conflict(M.alreadyResolved);
    const note = p.note || null;
    if (p.outcome === 'content_removed') await removeContent(tx, actor, report, publicUrl);
    const taken = await takeAction(
      tx,
      p.config,
      actor,
      {
        outcome: p.outcome,
        memberId: report.reportedUserId,
        reason: report.reason,
        until: p.until ? new Date(p.until) : null,
        now: p.now,
      },
      suspensionSteps,
    );
    const actedAgainst = p.outcome !== 'no_action' && report.reportedUserId !== null ? report.reportedUserId : null;
    const token = actedAgainst !== null ? randomBytes(32).toString('base64url') : null;
    await insertOutcome(tx, {
      reportKind: p.kind,
      reportId: p.id,
      outcome: p.outcome,
      note,
      actorId: actor.id,
      actedAgainstId: actedAgainst,
      appealTokenHash: token ? hashToken(token) : null,
      reporterId: report.reporterId,
      contentType: report.contentType,
      reason: report.reason,
      reportedAt: report.createdAt,
    });
    await recordAdminAction(
      tx,
      actor,
      'report.resolve',
      { type: `${p.kind}_report`, id: p.id },
      {
        from: report.status,
        outcome: p.outcome,
        ...(note ? { note } : {}),
        actedAgainst,
        ...(taken.until !== undefined ? { until: taken.until?.toISOString() ?? null } : {}),
        ...(taken.blocked === false ? { alreadyBlocked: true } : {}),
      },
      actor.clientKey,
    );
    if (report.reporterId !== null) {
      const reporter = await findMemberById(tx, report.reporterId);
      if (reporter) await mailAccount(tx, reporter, reporterOutcomeMail(publicUrl, p.outcome));
    }
    if (actedAgainst !== null && token) {
      const member = await findMemberById(tx, actedAgainst);
      if (member)
        await mailAccount(
          tx,
          member,
          statementOfReasonsMail(publicUrl, {
            outcome: p.outcome,
            contentType: report.contentType,
            reason: report.reason,
            note,
            token,
            until: taken.until,
          }),
        );
    }
    return { ...report, status: 'resolved' as const, outcome: p.outcome, note };
  });
}

async function removeContent(tx: Db, actor: Actor, report: ReportRow, publicUrl: string) {
  if (report.kind === 'ripple_note') return hideRippleNote(tx, String(report.targetId));
  if (report.kind === 'content' && report.contentType === 'story')
    return setStoryStatus(tx, {
      actor,
      storyId: Number(report.targetId),
      status: 'rejected',
      // The author reads this reason: the rule, never the reporter's words (decision 058).
      reason: `Removed after a report: it goes against our rule to ${ruleFor(report.reason)}.`,
      clientKey: actor.clientKey,
      publicUrl,
    });
  if (report.kind === 'content' && report.contentType === 'comment')
    return removeComment(tx, {
      commentId: Number(report.targetId),
      viewer: { id: actor.id, role: 'admin' },
      clientKey: actor.clientKey,
    });
  throw badRequest(M.outcomeNotForKind);
}

/**
 * An accepted appeal brings back a removed story (a deleted comment is gone; a ripple note has no member to appeal).
 */
async function restoreContent(tx: Db, actor: Actor, kind: ReportKind, reportId: number, publicUrl: string) {
  const [report] = await FINDERS[kind](tx, { id: reportId });
  if (report?.kind === 'content' && report.contentType === 'story')
    await setStoryStatus(tx, {
      actor,
      storyId: Number(report.targetId),
      status: 'approved',
      clientKey: actor.clientKey,
      publicUrl,
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

/** An appeal with its single-use token (no sign-in needed: a suspended member must be able to appeal). */
export async function fileAppeal(db: Db, v: AppealInput) {
  const outcome = await findOutcomeByTokenHash(db, hashToken(v.token));
  if (!outcome) throw notFound(M.appealTokenInvalid);
  const id = await insertAppeal(db, { outcomeId: outcome.id, userId: outcome.actedAgainstId, text: v.text });
  if (id === undefined) throw conflict(M.appealUsed);
  return id;
}

/**
 * Decides a pending appeal, audited, and mails the member the answer. 'overturned' accepts the appeal (the decision
 * is withdrawn): a removed story comes back, a Connections block or a suspension is lifted (decision 045), each
 * with its own audit row in this transaction; 'upheld' keeps the decision.
 */
export async function decideAppealFor(
  db: Db,
  actor: Actor,
  p: { id: number; config: AppConfig } & AppealDecisionInput,
  suspensionSteps: readonly SuspensionStep[],
) {
  const publicUrl = p.config.publicUrl;
  await db.transaction(async (tx) => {
    const [appeal] = await findAppeals(tx, { id: p.id });
    if (!appeal) throw notFound(M.appealNotFound);
    const note = p.note || null;
    if (!(await decideAppeal(tx, { id: p.id, status: p.decision, note, actorId: actor.id })))
      throw conflict(M.appealDecided);
    if (p.decision === 'overturned' && appeal.outcome === 'content_removed')
      await restoreContent(tx, actor, appeal.reportKind as ReportKind, appeal.reportId, publicUrl);
    const undone =
      p.decision === 'overturned'
        ? await undoAction(
            tx,
            p.config,
            actor,
            { outcome: appeal.outcome, memberId: appeal.userId, appealId: p.id },
            suspensionSteps,
          )
        : null;
    await recordAdminAction(
      tx,
      actor,
      'appeal.decide',
      { type: 'appeal', id: p.id },
      {
        decision: p.decision,
        outcome: appeal.outcome,
        report: `${appeal.reportKind}:${appeal.reportId}`,
        ...(note ? { note } : {}),
        ...(undone ? { undone } : {}),
      },
      actor.clientKey,
    );
    const member = appeal.userId === null ? undefined : await findMemberById(tx, appeal.userId);
    if (member) await mailAccount(tx, member, appealDecisionMail(publicUrl, { decision: p.decision, note, undone }));
  });
}

/** Marks a crisis-flagged message handled (it leaves the queue), audited. */
export async function markCrisisHandled(db: Db, actor: Actor, messageId: number) {
  await db.transaction(async (tx) => {
    if (!(await markCrisisReviewed(tx, messageId, actor.id))) throw notFound('This message could not be found.');
    await recordAdminAction(tx, actor, 'crisis.review', { type: 'message', id: messageId }, {}, actor.clientKey);
  });
}

export type { ReportRow };
