import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pendingLogins, secondFactorFailures, totpRecoveryCodes, userTotp } from '../../../db/schema';

// The second factor

/** The account's authenticator (enabled or waiting for its first code), or undefined. */
export async function findTotp(db: Db, userId: number) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row;
}

/** True when the account has an enabled authenticator. */
export async function hasEnabledTotp(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)))
    .limit(1);
  return Boolean(row);
}

/** Stores a new set-up (not yet enabled) in place of an earlier unfinished one; never replaces an enabled one. */
export async function upsertPendingTotp(db: Db, params: { userId: number; secret: string }): Promise<boolean> {
  const rows = await db
    .insert(userTotp)
    .values({ userId: params.userId, secret: params.secret })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret: params.secret, lastStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTotp.enabledAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/** Enables a waiting set-up with the step its first code was in; false when it was no longer waiting. */
export async function markTotpEnabled(db: Db, params: { userId: number; step: number }): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ enabledAt: sql`now()`, lastStep: params.step })
    .where(and(eq(userTotp.userId, params.userId), isNull(userTotp.enabledAt)))
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/**
 * Claims a time step for an enabled authenticator: true only if no code of this step or a later one was accepted
 * before (one statement, so two requests with the same code cannot both pass).
 */
export async function claimTotpStep(db: Db, params: { userId: number; step: number }): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastStep: params.step })
    .where(
      and(
        eq(userTotp.userId, params.userId),
        isNotNull(userTotp.enabledAt),
        or(isNull(userTotp.lastStep), lt(userTotp.lastStep, params.step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/** Removes the account's authenticator, recovery codes and wrong-code counts; true when there was an authenticator. */
export async function deleteTotp(db: Db, userId: number): Promise<boolean> {
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await deleteFactorFailures(db, userId);
  const rows = await db.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
  return rows.length === 1;
}

/** Replaces the account's recovery codes with these hashes. */
export async function replaceRecoveryCodes(db: Db, params: { userId: number; hashes: string[] }): Promise<void> {
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, params.userId));
  await db.insert(totpRecoveryCodes).values(params.hashes.map((codeHash) => ({ userId: params.userId, codeHash })));
}

/** Spends an unused recovery code; true only the first time (one statement). */
export async function spendRecoveryCode(db: Db, params: { userId: number; codeHash: string }): Promise<boolean> {
  const rows = await db
    .update(totpRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(totpRecoveryCodes.userId, params.userId),
        eq(totpRecoveryCodes.codeHash, params.codeHash),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return rows.length === 1;
}

/** How many recovery codes the account has left. */
export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

// Pending logins

export async function insertPendingLogin(db: Db, params: { id: string; userId: number; expiresAt: Date }) {
  await db.insert(pendingLogins).values(params);
}

/**
 * Counts one attempt on a live pending login and answers its account, or undefined when it is unknown, past its
 * end or out of attempts.
 */
export async function countPendingAttempt(db: Db, params: { id: string; now: Date; maxAttempts: number }) {
  const [row] = await db
    .update(pendingLogins)
    .set({ attempts: sql`${pendingLogins.attempts} + 1` })
    .where(
      and(
        eq(pendingLogins.id, params.id),
        gt(pendingLogins.expiresAt, params.now),
        lt(pendingLogins.attempts, params.maxAttempts),
      ),
    )
    .returning({ userId: pendingLogins.userId, attempts: pendingLogins.attempts });
  return row;
}

/** Ends a pending login; true when this call ended it. */
export async function deletePendingLogin(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(pendingLogins).where(eq(pendingLogins.id, id)).returning({ id: pendingLogins.id });
  return rows.length === 1;
}

/** Removes pending logins past their end. */
export async function deleteStalePendingLogins(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(pendingLogins)
    .where(lt(pendingLogins.expiresAt, now))
    .returning({ id: pendingLogins.id });
  return rows.length;
}

// Wrong codes per account (decision 057)

export type FactorKind = 'code' | 'recovery';

/**
 * The account's count of wrong codes of one kind, read with its row locked for the rest of the transaction (made at
 * 0 first), so every instance and every pending login counts on the same row, one after another.
 */
export async function lockFactorFailures(db: Db, params: { userId: number; kind: FactorKind }) {
  await db.insert(secondFactorFailures).values(params).onConflictDoNothing();
  const [row] = await db
    .select({
      failures: secondFactorFailures.failures,
      locks: secondFactorFailures.locks,
      lockedUntil: secondFactorFailures.lockedUntil,
    })
    .from(secondFactorFailures)
    .where(and(eq(secondFactorFailures.userId, params.userId), eq(secondFactorFailures.kind, params.kind)))
    .for('update');
  return row!;
}

/** Writes the count of one kind back. */
export async function setFactorFailures(
  db: Db,
  params: { userId: number; kind: FactorKind; failures: number; locks: number; lockedUntil: Date | null },
): Promise<void> {
  await db
    .update(secondFactorFailures)
    .set({ failures: params.failures, locks: params.locks, lockedUntil: params.lockedUntil })
    .where(and(eq(secondFactorFailures.userId, params.userId), eq(secondFactorFailures.kind, params.kind)));
}

/** Forgets the account's wrong codes of every kind (a correct code, or the factor removed). */
export async function deleteFactorFailures(db: Db, userId: number): Promise<void> {
  await db.delete(secondFactorFailures).where(eq(secondFactorFailures.userId, userId));
}
