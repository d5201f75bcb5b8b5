import type { Db } from '../../db/client';
import { badRequest } from '../../http-error';
import type { PointsReason, PointsSource } from '../../../common/schemas/points';
import {
  findLedgerPage,
  creditInOneStatement,
  insertOpeningBalances,
  sumLedger,
  sumPositiveCredits,
} from './points.queries';

// The ledger (decision 031): the only writer of `users.points`. Every change is one row here and the balance
// change, in the caller's transaction, so the sum of a member's rows always equals their balance. Both happen in one
// statement, the database function `points_credit` (decision 050), which alone calls the users module's
// `member_points_change`.

/** What a ledger row points at. */
export interface PointsSourceRef {
  type: PointsSource;
  id: number | null;
}

/** The outcome of a credit: what was actually applied and the balance after it. */
export interface Credited {
  applied: number;
  balance: number;
}

/**
 * Adds `delta` points (negative to take back) to a member, with its reason and source, in the caller's transaction
 * `tx`. A take-back on a short balance takes what is there, down to 0, and records that amount. Answers null when
 * the member is gone.
 */
export async function credit(
  tx: Db,
  userId: number,
  delta: number,
  reason: PointsReason,
  source: PointsSourceRef | null,
  note: string | null = null,
): Promise<Credited | null> {
  if (!Number.isInteger(delta)) throw new Error('credit: points are whole numbers');
  const credited = await creditInOneStatement(tx, { userId, delta, floor: true, ...row(reason, source, note) });
  return credited ?? null;
}

/**
 * Spends `cost` points (a reward claim, an admin's take-back) only when the balance covers all of it; otherwise
 * nothing changes and the member gets a 400 with `refusal`. Answers the balance left.
 */
export async function spend(
  tx: Db,
  userId: number,
  cost: number,
  reason: PointsReason,
  source: PointsSourceRef,
  refusal: string,
  note: string | null = null,
): Promise<number> {
  const spent = await creditInOneStatement(tx, { userId, delta: -cost, floor: false, ...row(reason, source, note) });
  if (!spent) throw badRequest(refusal);
  return spent.balance;
}

/** A ledger row's reason, source and note as the statement takes them. */
const row = (reason: PointsReason, source: PointsSourceRef | null, note: string | null) => ({
  reason,
  sourceType: source?.type ?? null,
  sourceId: source?.id ?? null,
  note,
});

/** A page of a member's ledger, newest first. */
export function pointsHistory(db: Db, userId: number, params: { beforeId?: number; limit: number }) {
  return findLedgerPage(db, { userId, ...params });
}

/** The sum of a member's ledger rows (equal to their balance). */
export function ledgerTotal(db: Db, userId: number): Promise<number> {
  return sumLedger(db, userId);
}

/** Every positive credit a member ever had (the dashboard's Total Points Earned). */
export function totalPointsEarned(db: Db, userId: number): Promise<number> {
  return sumPositiveCredits(db, userId);
}

/** Gives accounts made with points (the demo members) the opening row their ledger lacks. */
export function recordOpeningBalances(db: Db): Promise<void> {
  return insertOpeningBalances(db);
}
