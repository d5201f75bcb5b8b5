import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { pointsLedger } from '../../db/schema';
import type { PointsReason, PointsSource } from '../../../common/schemas/points';

/**
 * A member's balance changes by `delta` and, when anything was applied, its ledger row is written: one statement,
 * `points_credit` of migration 0019 (decision 050), in the caller's transaction. With `floor` a take-back stops at 0;
 * without it a debit the balance does not cover changes nothing. Answers what was applied and the balance after, or
 * undefined (member gone, or a debit refused).
 */
export async function creditInOneStatement(
  db: Db,
  p: {
    userId: number;
    delta: number;
    floor: boolean;
    reason: PointsReason;
    sourceType: PointsSource | null;
    sourceId: number | null;
    note: string | null;
  },
): Promise<{ applied: number; balance: number } | undefined> {
  const [row] = await runPrepared<{ applied: number; balance: number }>(
    db,
    'points_credit',
    sql`select applied, balance
        from points_credit(${p.userId}::integer, ${p.delta}::integer, ${p.floor}::boolean, ${p.reason}::text,
                           ${p.sourceType}::text, ${p.sourceId}::integer, ${p.note}::text)`,
  );
  return row && { applied: Number(row.applied), balance: Number(row.balance) };
}

/** A member's rows, newest first, from before `beforeId` when given. */
export function findLedgerPage(db: Db, params: { userId: number; beforeId?: number; limit: number }) {
  return db
    .select({
      id: pointsLedger.id,
      delta: pointsLedger.delta,
      reason: pointsLedger.reason,
      sourceType: pointsLedger.sourceType,
      sourceId: pointsLedger.sourceId,
      note: pointsLedger.note,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(
      and(eq(pointsLedger.userId, params.userId), params.beforeId ? lt(pointsLedger.id, params.beforeId) : undefined),
    )
    .orderBy(desc(pointsLedger.id))
    .limit(params.limit);
}

/** The sum of a member's rows (what their balance must be). */
export async function sumLedger(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.total ?? 0);
}

/** Every positive credit of a member (the dashboard's Total Points Earned). */
export async function sumPositiveCredits(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), gt(pointsLedger.delta, 0)));
  return Number(row?.total ?? 0);
}

/**
 * Records, for every member whose rows do not add up to their balance (accounts made with points, such as the demo
 * members), one opening row for the difference, without touching the balance.
 */
export async function insertOpeningBalances(db: Db): Promise<void> {
  await db.execute(sql`
    insert into points_ledger (user_id, delta, reason)
    select u.id, u.points - coalesce(l.total, 0), 'opening_balance'
    from users u
    left join (select user_id, sum(delta) as total from points_ledger group by user_id) l on l.user_id = u.id
    where u.points - coalesce(l.total, 0) <> 0`);
}
