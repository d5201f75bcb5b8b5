import { ADMIN_CONNECTIONS_TEXT } from '../../../common/schemas/connections-admin';
import { moderationMessages as M, type ReportOutcome } from '../../../common/schemas/moderation';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { badRequest } from '../../http-error';
import { adminBlockOf, blockFromConnections, unblockFromConnections } from '../connections/connections.service';
import { hasSuspension, suspendUser, unsuspendUser, type SuspensionStep } from '../users/users.service';
import type { AdminActor } from '../audit/audit.service';

// The outcomes that act on the member (decision 045): resolving a report with them blocks or suspends in the
// resolution's own transaction (each owning module writes its own audit row there too), and an accepted appeal
// lifts what they did. The owners' rules still hold: an admin cannot be blocked or suspended (409).

/** What the member acted against is told the step means, for the statement of reasons. */
export interface ActionTaken {
  /** The end of a suspension (null: until an admin lifts it); undefined for any other outcome. */
  until?: Date | null;
  /** False when the member was already blocked from Connections: the outcome records it, nothing new happens. */
  blocked?: boolean;
}

const cap = (s: string) => (s.length > 500 ? `${s.slice(0, 499)}…` : s);

/** Blocks or suspends the member a report is about, as its outcome says; other outcomes change nothing here. */
export async function takeAction(
  tx: Db,
  config: AppConfig,
  actor: AdminActor,
  p: { outcome: ReportOutcome; memberId: number | null; reason: string; until: Date | null; now: Date },
  suspensionSteps: readonly SuspensionStep[],
): Promise<ActionTaken> {
  if (p.outcome !== 'member_blocked' && p.outcome !== 'member_suspended') return {};
  if (p.memberId === null) throw badRequest(M.noMemberToAct);
  if (p.outcome === 'member_blocked') {
    // Blocked already (from the Connections screen, or another report): the outcome records it, the block stands.
    if (await adminBlockOf(tx, p.memberId)) return { blocked: false };
    await blockFromConnections(
      tx,
      actor,
      p.memberId,
      { reason: cap(`${ADMIN_CONNECTIONS_TEXT.blockFromReport}${p.reason}`) },
      p.now,
    );
    return { blocked: true };
  }
  await suspendUser(
    tx,
    config,
    actor,
    { userId: p.memberId, reason: cap(`Suspended based on report: ${p.reason}`), until: p.until, now: p.now },
    suspensionSteps,
    // The statement of reasons is the member's mail: it says until when and how to appeal.
    { mail: false },
  );
  return { until: p.until };
}

/**
 * An accepted appeal lifts what its outcome did, if it still stands: the Connections block goes, the suspension is
 * lifted (its hidden requests show again). Answers what was undone, for the audit row; the appeal's answer is the
 * member's mail.
 */
export async function undoAction(
  tx: Db,
  config: AppConfig,
  actor: AdminActor,
  p: { outcome: string; memberId: number | null; appealId: number },
  suspensionSteps: readonly SuspensionStep[],
): Promise<'unblocked' | 'unsuspended' | null> {
  if (p.memberId === null) return null;
  const note = `Appeal ${p.appealId} accepted`;
  if (p.outcome === 'member_blocked' && (await adminBlockOf(tx, p.memberId))) {
    await unblockFromConnections(tx, actor, p.memberId, note);
    return 'unblocked';
  }
  if (p.outcome === 'member_suspended' && (await hasSuspension(tx, p.memberId))) {
    await unsuspendUser(tx, config, actor, p.memberId, suspensionSteps, { mail: false, note });
    return 'unsuspended';
  }
  return null;
}
