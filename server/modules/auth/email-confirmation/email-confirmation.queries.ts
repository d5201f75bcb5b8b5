import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { emailConfirmations } from '../../../db/schema';

/** Stores a confirmation link under the hash of its token. */
export async function insertEmailConfirmation(
  db: Db,
  params: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(emailConfirmations)
    .values({ userId: params.userId, token: params.tokenHash, expiresAt: params.expiresAt });
}

/** Spends a live confirmation token in one conditional update; answers its account, or nothing when it was not live. */
export async function spendLiveConfirmation(db: Db, tokenHash: string) {
  const [row] = await db
    .update(emailConfirmations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailConfirmations.token, tokenHash),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailConfirmations.userId });
  return row;
}

/** Spends every open confirmation link of an account (its address is confirmed: they are not needed any more). */
export async function spendOpenConfirmations(db: Db, userId: number): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)));
}

/** Why a token is not live: whether it was used, whether it expired (nothing when it is unknown). */
export async function findConfirmationState(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      used: sql<boolean>`${emailConfirmations.usedAt} is not null`,
      expired: sql<boolean>`${emailConfirmations.expiresAt} <= now()`,
    })
    .from(emailConfirmations)
    .where(eq(emailConfirmations.token, tokenHash))
    .limit(1);
  return row;
}

/** Deletes confirmation links that expired more than a day ago; answers how many went. */
export async function deleteStaleConfirmations(db: Db): Promise<number> {
  const rows = await db
    .delete(emailConfirmations)
    .where(sql`${emailConfirmations.expiresAt} < now() - interval '1 day'`)
    .returning({ id: emailConfirmations.id });
  return rows.length;
}
