import type { AuditEntry, AuditLogFilters, AuditLogPage } from '../../../common/schemas/audit';
import { showDisplayName } from '../../../common/names';
import type { auditFilterChoices, listAdminActions } from './audit.service';

type Page = Awaited<ReturnType<typeof listAdminActions>>;

/** A row as the Audit Log tab shows it (never the client key: it is for investigations in the database). */
function presentEntry(row: Page['rows'][number]): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    changes: (row.changes ?? {}) as Record<string, unknown>,
    actor:
      row.actorId !== null && row.actorUsername !== null
        ? { id: row.actorId, displayName: showDisplayName(row.actorDisplayName ?? ''), username: row.actorUsername }
        : null,
  };
}

export function presentAuditPage(page: Page): AuditLogPage {
  return { items: page.rows.map(presentEntry), total: page.total, page: page.page, pageSize: page.pageSize };
}

export function presentAuditFilters(choices: Awaited<ReturnType<typeof auditFilterChoices>>): AuditLogFilters {
  return {
    admins: choices.admins.map((a) => ({ id: a.id, displayName: showDisplayName(a.displayName) })),
    actions: choices.actions,
    targetTypes: choices.targetTypes,
  };
}
