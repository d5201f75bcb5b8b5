import type { Db } from '../../db/client';
import {
  countAuditRows,
  findAuditFilterChoices,
  findAuditPage,
  findAuditRows,
  insertAuditRow,
  type AuditFilter,
} from './audit.queries';

// What admins did (decision 032): one append-only row per admin action, written in the action's own transaction so
// the row exists if and only if the action happened. There is no update or delete path.

/** What an admin action acted on. */
export interface AuditTarget {
  type: string;
  id: number | null;
}

/**
 * Records an admin action in the caller's transaction `tx`: who (`actor`), what (`action`, such as
 * 'challenge.create'), on what (`target`), a short JSON summary of the change, and the request's client key.
 */
export async function recordAdminAction(
  tx: Db,
  actor: { id: number },
  action: string,
  target: AuditTarget,
  changes: Record<string, unknown>,
  clientKey: string | null,
): Promise<void> {
  await insertAuditRow(tx, {
    actorId: actor.id,
    action,
    targetType: target.type,
    targetId: target.id,
    changes,
    clientKey,
  });
}

/** The newest audit rows (the admin review screen reads these; tests check the writing). */
export function recentAdminActions(db: Db, limit = 50) {
  return findAuditRows(db, limit);
}

/** A page of the Audit Log tab, newest first, with the total for the page buttons. Read only. */
export async function listAdminActions(db: Db, filter: AuditFilter, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    findAuditPage(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countAuditRows(db, filter),
  ]);
  return { rows, total, page, pageSize };
}

/** The choices the Audit Log tab's filters offer. */
export function auditFilterChoices(db: Db) {
  return findAuditFilterChoices(db);
}
