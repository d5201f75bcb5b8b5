import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appeals, reportOutcomes, users } from '../../db/schema';

// Appeals against an outcome, one per outcome, and their decision (decision 043).

/** Files the appeal once per outcome; answers its id, or undefined when one exists already. */
export async function insertAppeal(db: Db, v: { outcomeId: number; userId: number | null; text: string }) {
  const rows = await db.insert(appeals).values(v).onConflictDoNothing().returning({ id: appeals.id });
  return rows[0]?.id;
}

/** Appeals with the outcome and report they are about; `id` for one, `pendingOnly` for the queue. */
export async function findAppeals(db: Db, f: { id?: number; pendingOnly?: boolean }) {
  const c: (SQL | undefined)[] = [];
  if (f.id !== undefined) c.push(eq(appeals.id, f.id));
  if (f.pendingOnly) c.push(eq(appeals.status, 'pending'));
  return db
    .select({
      id: appeals.id,
      userId: appeals.userId,
      memberName: users.displayName,
      text: appeals.text,
      status: appeals.status,
      createdAt: appeals.createdAt,
      outcomeId: reportOutcomes.id,
      outcome: reportOutcomes.outcome,
      reportKind: reportOutcomes.reportKind,
      reportId: reportOutcomes.reportId,
    })
    .from(appeals)
    .innerJoin(reportOutcomes, eq(reportOutcomes.id, appeals.outcomeId))
    .leftJoin(users, eq(users.id, appeals.userId))
    .where(and(...c))
    .orderBy(asc(appeals.createdAt));
}

/** Decides a pending appeal; answers whether it was pending. */
export async function decideAppeal(
  db: Db,
  v: { id: number; status: 'upheld' | 'overturned'; note: string | null; actorId: number },
) {
  const rows = await db
    .update(appeals)
    .set({ status: v.status, decisionNote: v.note, decidedBy: v.actorId, decidedAt: sql`now()` })
    .where(and(eq(appeals.id, v.id), eq(appeals.status, 'pending')))
    .returning({ id: appeals.id });
  return rows.length > 0;
}
