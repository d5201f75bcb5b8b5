import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rippleChains, rippleSubscriptions } from '../../db/schema';

/** At most one growth mail per subscription per this interval. */
export const DIGEST_INTERVAL_SQL = sql`interval '1 day'`;

/** The ripple a subscribe request names, with what its mails say about it (never its text: decision 023). */
export async function findChainToFollow(db: Db, seedCode: string) {
  const [row] = await db
    .select({ id: rippleChains.id, seedCode: rippleChains.seedCode, peopleReached: rippleChains.peopleReached, startedAt: rippleChains.createdAt })
    .from(rippleChains)
    .where(eq(rippleChains.seedCode, seedCode));
  return row;
}

/** An address's subscription to a ripple, if there is one. */
export async function findSubscription(db: Db, p: { chainId: string; email: string }) {
  const [row] = await db
    .select({
      id: rippleSubscriptions.id,
      verified: rippleSubscriptions.verified,
      unsubscribedAt: rippleSubscriptions.unsubscribedAt,
      unsubscribeToken: rippleSubscriptions.unsubscribeToken,
    })
    .from(rippleSubscriptions)
    .where(and(eq(rippleSubscriptions.chainId, p.chainId), eq(rippleSubscriptions.email, p.email)));
  return row;
}

/** Starts an existing subscription over: unconfirmed and subscribed again, with a new confirmation code (the unsubscribe link stays). */
export async function restartSubscription(db: Db, p: { id: string; verifyCode: string; notifiedPeopleReached: number }) {
  await db
    .update(rippleSubscriptions)
    .set({ verified: false, verifyCode: p.verifyCode, unsubscribedAt: null, notifiedPeopleReached: p.notifiedPeopleReached })
    .where(eq(rippleSubscriptions.id, p.id));
}

/** Stores a new, unconfirmed subscription. */
export async function insertSubscription(db: Db, p: { chainId: string; email: string; verifyCode: string; unsubscribeToken: string; notifiedPeopleReached: number }) {
  await db.insert(rippleSubscriptions).values({
    chainId: p.chainId,
    email: p.email,
    verifyCode: p.verifyCode,
    unsubscribeToken: p.unsubscribeToken,
    notifiedPeopleReached: p.notifiedPeopleReached,
  });
}

/** Stores a subscription that starts confirmed; nothing when the address already has one for this ripple. */
export async function insertConfirmedSubscription(db: Db, p: { chainId: string; email: string; verifyCode: string; unsubscribeToken: string }) {
  await db
    .insert(rippleSubscriptions)
    .values({ chainId: p.chainId, email: p.email, verified: true, verifyCode: p.verifyCode, unsubscribeToken: p.unsubscribeToken })
    .onConflictDoNothing();
}

/** Confirms the still-subscribed subscription with this verify code; answers its ripple's id, or undefined. */
export async function confirmByVerifyCode(db: Db, verifyCode: string) {
  const [row] = await db
    .update(rippleSubscriptions)
    .set({ verified: true })
    .where(and(eq(rippleSubscriptions.verifyCode, verifyCode), isNull(rippleSubscriptions.unsubscribedAt)))
    .returning({ chainId: rippleSubscriptions.chainId });
  return row;
}

/** Ends the subscription with this token (keeping the first end date); answers its ripple's id, or undefined. */
export async function unsubscribeByToken(db: Db, token: string) {
  const [row] = await db
    .update(rippleSubscriptions)
    .set({ unsubscribedAt: sql`coalesce(${rippleSubscriptions.unsubscribedAt}, now())` })
    .where(eq(rippleSubscriptions.unsubscribeToken, token))
    .returning({ chainId: rippleSubscriptions.chainId });
  return row;
}

const digestIntervalPassed = () =>
  or(isNull(rippleSubscriptions.lastNotifiedAt), lt(rippleSubscriptions.lastNotifiedAt, sql`now() - ${DIGEST_INTERVAL_SQL}`));

/**
 * Up to `limit` confirmed, still-subscribed followers whose ripple grew since their last mail and who have had
 * no mail for DIGEST_INTERVAL_SQL, with what the growth mail shows; optionally only one ripple's.
 */
export async function listDueDigests(db: Db, p: { chainId?: string; limit: number }) {
  return db
    .select({
      id: rippleSubscriptions.id,
      email: rippleSubscriptions.email,
      unsubscribeToken: rippleSubscriptions.unsubscribeToken,
      before: rippleSubscriptions.notifiedPeopleReached,
      seedCode: rippleChains.seedCode,
      startedAt: rippleChains.createdAt,
      peopleReached: rippleChains.peopleReached,
      maxDepth: rippleChains.maxDepth,
    })
    .from(rippleSubscriptions)
    .innerJoin(rippleChains, eq(rippleChains.id, rippleSubscriptions.chainId))
    .where(
      and(
        eq(rippleSubscriptions.verified, true),
        isNull(rippleSubscriptions.unsubscribedAt),
        gt(rippleChains.peopleReached, rippleSubscriptions.notifiedPeopleReached),
        digestIntervalPassed(),
        p.chainId ? eq(rippleSubscriptions.chainId, p.chainId) : undefined,
      ),
    )
    .limit(p.limit);
}

/**
 * Claims a growth mail with a conditional update: stamps the subscription as notified at `peopleReached`
 * only if its interval has passed, so a mail is never claimed twice. True when this caller claimed it.
 */
export async function claimDigest(db: Db, p: { id: string; peopleReached: number }): Promise<boolean> {
  const rows = await db
    .update(rippleSubscriptions)
    .set({ lastNotifiedAt: sql`now()`, notifiedPeopleReached: p.peopleReached })
    .where(and(eq(rippleSubscriptions.id, p.id), digestIntervalPassed()))
    .returning({ id: rippleSubscriptions.id });
  return rows.length > 0;
}
