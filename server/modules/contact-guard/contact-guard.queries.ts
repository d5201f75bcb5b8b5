import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactHolds, contactRefusals, maintenanceMarks } from '../../db/schema';

/** Records one refusal: who, where, what kind, when; never the text. */
export async function insertRefusal(db: Db, v: { memberId: number; door: string; kind: string; createdAt: Date }) {
  await db.insert(contactRefusals).values(v);
}

/** The refusals of these members since `since`, counted by door and kind. */
export function countRefusals(db: Db, memberIds: number[], since: Date) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      memberId: contactRefusals.memberId,
      door: contactRefusals.door,
      kind: contactRefusals.kind,
      count: sql<number>`count(*)::int`,
    })
    .from(contactRefusals)
    .where(and(inArray(contactRefusals.memberId, memberIds), gte(contactRefusals.createdAt, since)))
    .groupBy(contactRefusals.memberId, contactRefusals.door, contactRefusals.kind)
    .orderBy(contactRefusals.memberId, contactRefusals.door, contactRefusals.kind);
}

/** Removes the refusals recorded before `before`; answers how many went. */
export async function deleteRefusalsBefore(db: Db, before: Date) {
  const rows = await db
    .delete(contactRefusals)
    .where(lt(contactRefusals.createdAt, before))
    .returning({ id: contactRefusals.id });
  return rows.length;
}

/** Queues a hidden text once per target row; answers whether this call queued it. */
export async function insertHold(
  db: Db,
  v: { target: string; refId: number; memberId: number | null; kind: string; excerpt: string },
) {
  const rows = await db.insert(contactHolds).values(v).onConflictDoNothing().returning({ id: contactHolds.id });
  return rows.length > 0;
}

/** The ids of the rows of one target that already have a hold (pending or restored). */
export async function heldIds(db: Db, target: string, refIds: number[]) {
  if (refIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ refId: contactHolds.refId })
    .from(contactHolds)
    .where(and(eq(contactHolds.target, target), inArray(contactHolds.refId, refIds)));
  return new Set(rows.map((r) => r.refId));
}

/** A hold still waiting for an admin, locked for the decision; undefined when there is none. */
export async function lockOpenHold(db: Db, id: number) {
  const [row] = await db
    .select({ id: contactHolds.id, target: contactHolds.target, refId: contactHolds.refId })
    .from(contactHolds)
    .where(and(eq(contactHolds.id, id), isNull(contactHolds.decision)))
    .for('update');
  return row;
}

/** Restored: kept, so no later sweep hides the same text again. */
export async function markHoldRestored(db: Db, id: number) {
  await db.update(contactHolds).set({ decision: 'restored' }).where(eq(contactHolds.id, id));
}

/** Removed with its text, or let go because the member changed the text: the hold goes. */
export async function deleteHold(db: Db, id: number) {
  await db.delete(contactHolds).where(eq(contactHolds.id, id));
}

/** Lets go of the open hold on one row (its author replaced the text). */
export async function deleteOpenHoldOf(db: Db, target: string, refId: number) {
  await db
    .delete(contactHolds)
    .where(and(eq(contactHolds.target, target), eq(contactHolds.refId, refId), isNull(contactHolds.decision)));
}

/** The version of a piece of start-up work done last, or 0. */
export async function findMarkVersion(db: Db, name: string) {
  const [row] = await db
    .select({ version: maintenanceMarks.version })
    .from(maintenanceMarks)
    .where(eq(maintenanceMarks.name, name));
  return row?.version ?? 0;
}

export async function setMarkVersion(db: Db, name: string, version: number) {
  await db
    .insert(maintenanceMarks)
    .values({ name, version })
    .onConflictDoUpdate({ target: maintenanceMarks.name, set: { version, doneAt: sql`now()` } });
}
