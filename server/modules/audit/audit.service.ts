import type { FastifyRequest } from 'fastify';
import { clientKey } from '../../client-key';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/session';
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

/** An admin acting, and where the request came from: who an audit row names. */
export interface AdminActor {
  id: number;
  clientKey: string | null;
}

/** The admin acting in a request to an `admin` route (the access hook has already checked the role). */
export function adminActor(request: FastifyRequest): AdminActor {
  return { id: requireUser(request).id, clientKey: clientKey(request.ip) };
}

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
