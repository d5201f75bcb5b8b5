import {
  moderationMessages as M,
  OUTCOMES_BY_KIND,
  type ReportKind,
  type ResolveReportInput,
} from '../../../common/schemas/moderation';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../http-error';
import { hashToken, newToken } from '../../lib/tokens';
import { recordAdminAction, type AdminActor } from '../audit/audit.service';
import { hideReportedNote } from '../ripples/ripples.service';
import { removeComment, setStoryStatus } from '../stories/stories.service';
import { findMemberById, mailAccount } from '../users/users.service';
import { takeAction } from './reports.actions';
import type { SuspensionStep } from '../users/users.service';
import { reporterOutcomeMail, ruleFor, statementOfReasonsMail } from './reports.mails';
import { insertOutcome } from './reports.outcomes.queries';
import { REPORT_FINDERS, setReportStatus, type ReportRow } from './reports.queries';
import { requireReport } from './reports.service';

// Resolving a report with an outcome (decisions 043 and 045): what the outcome does, its record with the appeal
// token's hash, and the mails to the reporter and to the member acted against.

/**
 * Resolves a report with an outcome and an optional note, in one transaction with its audit row, and does what the
 * outcome says (decision 045): removes the content, blocks the member from Connections ('Admin block based on
 * report: …') or suspends them (until `until`, or until lifted), each with the owning module's audit row. Mails the
 * reporter (a member) the outcome in plain words, and the member acted against the statement of reasons with a
 * single-use appeal link. Anything refused (an admin cannot be blocked or suspended) changes nothing.
 */
export async function resolveReport(
  db: Db,
  actor: AdminActor,
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
    const token = actedAgainst !== null ? newToken() : null;
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

async function removeContent(tx: Db, actor: AdminActor, report: ReportRow, publicUrl: string) {
  if (report.kind === 'ripple_note') return hideReportedNote(tx, String(report.targetId));
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
export async function restoreContent(tx: Db, actor: AdminActor, kind: ReportKind, reportId: number, publicUrl: string) {
  const [report] = await REPORT_FINDERS[kind](tx, { id: reportId });
  if (report?.kind === 'content' && report.contentType === 'story')
    await setStoryStatus(tx, {
      actor,
      storyId: Number(report.targetId),
      status: 'approved',
      clientKey: actor.clientKey,
      publicUrl,
    });
}
