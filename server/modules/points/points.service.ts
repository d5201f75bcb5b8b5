import type { Db } from '../../db/client';
import { badRequest } from '../../http-error';
import type { PointsReason, PointsSource } from '../../../common/schemas/points';
import { changePointsBalance } from '../users/users.service';
import {
  findLedgerPage,
  insertLedgerRow,
  insertOpeningBalances,
  sumLedger,
  sumPositiveCredits,
} from './points.queries';

// The ledger (decision 031): the only writer of `users.points`. Every change is one row here and the balance
// change, in the caller's transaction, so the sum of a member's rows always equals their balance.

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
  const changed = await changePointsBalance(tx, { userId, delta, floor: true });
  if (!changed) return null;
  const applied = changed.after - changed.before;
  if (applied !== 0) await writeRow(tx, userId, applied, reason, source, note);
  return { applied, balance: changed.after };
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
  const changed = await changePointsBalance(tx, { userId, delta: -cost, floor: false });
  if (!changed) throw badRequest(refusal);
  if (cost !== 0) await writeRow(tx, userId, -cost, reason, source, note);
  return changed.after;
}

function writeRow(
  tx: Db,
  userId: number,
  delta: number,
  reason: PointsReason,
  source: PointsSourceRef | null,
  note: string | null,
) {
  return insertLedgerRow(tx, {
    userId,
    delta,
    reason,
    sourceType: source?.type ?? null,
    sourceId: source?.id ?? null,
    note,
  });
}

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
