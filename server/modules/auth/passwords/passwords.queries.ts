import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { passwordResets } from '../../../db/schema';

// The links of forgotten passwords (only the hash of each token is kept).

/** Spends every unused reset link of a user. */
export async function spendOpenResets(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** The id of the reset record with this token hash, used or not. */
export async function findResetIdByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(eq(passwordResets.token, tokenHash))
    .limit(1);
  return row;
}

/** Stores a reset link under the hash of its token. */
export async function insertPasswordReset(
  db: Db,
  params: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(passwordResets)
    .values({ userId: params.userId, token: params.tokenHash, expiresAt: params.expiresAt });
}

/** The id of the live (unused, unexpired) reset record with this token hash. */
export async function findLiveResetId(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.token, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)),
    )
    .limit(1);
  return row;
}

/** The account a reset token belongs to, whatever the token's state. */
export async function findResetUserId(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(eq(passwordResets.token, tokenHash))
    .limit(1);
  return row;
}

/** Spends a live reset token in one conditional update; returns its user, or nothing when it was not live. */
export async function spendLiveReset(db: Db, tokenHash: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(passwordResets.token, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)),
    )
    .returning({ userId: passwordResets.userId });
  return row;
}

/** Deletes reset records that expired more than a day ago; returns how many went. */
export async function deleteStalePasswordResets(db: Db): Promise<number> {
  const rows = await db
    .delete(passwordResets)
    .where(sql`${passwordResets.expiresAt} < now() - interval '1 day'`)
    .returning({ id: passwordResets.id });
  return rows.length;
}
