import {
  moderationMessages as M,
  type AppealDecisionInput,
  type AppealInput,
  type ReportKind,
} from '../../../common/schemas/moderation';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http-error';
import { hashToken } from '../../lib/tokens';
import { recordAdminAction, type AdminActor } from '../audit/audit.service';
import { findMemberById, mailAccount } from '../users/users.service';
import { undoAction } from './reports.actions';
import type { SuspensionStep } from '../users/users.service';
import { decideAppeal, findAppeals, insertAppeal } from './reports.appeals.queries';
import { appealDecisionMail } from './reports.mails';
import { findOutcomeByTokenHash } from './reports.outcomes.queries';
import { restoreContent } from './reports.outcomes.service';

// Appeals against an outcome (decisions 043 and 045): filed by single-use link, decided by an admin, audited and
// answered by mail.

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
  actor: AdminActor,
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
