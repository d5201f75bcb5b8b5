import { and, asc, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';

/** Appends one row; the log has no update or delete query. */
export async function insertAuditRow(
  db: Db,
  row: {
    actorId: number;
    action: string;
    targetType: string;
    targetId: number | null;
    changes: Record<string, unknown>;
    clientKey: string | null;
  },
): Promise<void> {
  await db.insert(adminAuditLog).values(row);
}

/** The newest rows first. */
export function findAuditRows(db: Db, limit: number) {
  return db
    .select({
      id: adminAuditLog.id,
      actorId: adminAuditLog.actorId,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      changes: adminAuditLog.changes,
      clientKey: adminAuditLog.clientKey,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.id))
    .limit(limit);
}

/** The filters of the Audit Log tab. */
export interface AuditFilter {
  actorId?: number;
  /** Exact (`challenge.create`), or a family (`challenge` matches every `challenge.*`). */
  action?: string;
  targetType?: string;
  targetId?: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function auditWhere(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId === undefined ? undefined : eq(adminAuditLog.actorId, filter.actorId),
    filter.action === undefined
      ? undefined
      : or(eq(adminAuditLog.action, filter.action), like(adminAuditLog.action, `${likeEscape(filter.action)}.%`)),
    filter.targetType === undefined ? undefined : eq(adminAuditLog.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(adminAuditLog.targetId, filter.targetId),
  );
}

/** One page of rows matching the filter, newest first, each with its admin's name (read only from users). */
export function findAuditPage(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      changes: adminAuditLog.changes,
      createdAt: adminAuditLog.createdAt,
      actorId: adminAuditLog.actorId,
      actorDisplayName: users.displayName,
      actorUsername: users.username,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.actorId))
    .where(auditWhere(filter))
    .orderBy(desc(adminAuditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many rows match the filter. */
export async function countAuditRows(db: Db, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminAuditLog).where(auditWhere(filter));
  return Number(row?.n ?? 0);
}

/**
 * The distinct values of an indexed column, one index probe each (a loose index scan), so the choices stay quick with
 * hundreds of thousands of rows.
 */
async function distinctValues(db: Db, column: 'action' | 'target_type', max: number): Promise<string[]> {
  const c = sql.identifier(column);
  const result = await db.execute(sql`
    with recursive v as (
      select min(${c}) as value from ${adminAuditLog}
      union all
      select (select min(${c}) from ${adminAuditLog} where ${c} > v.value) from v where v.value is not null
    )
    select value from v where value is not null limit ${max}`);
  return (result as unknown as { rows: { value: string }[] }).rows.map((r) => r.value);
}

/** The choices of the filters: today's admins, and the actions and target kinds on record. */
export async function findAuditFilterChoices(db: Db) {
  const [admins, actions, targetTypes] = await Promise.all([
    db
      .select({ id: users.id, displayName: users.displayName })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.id))
      .limit(200),
    distinctValues(db, 'action', 500),
    distinctValues(db, 'target_type', 200),
  ]);
  return {
    admins,
    actions,
    targetTypes,
  };
}
