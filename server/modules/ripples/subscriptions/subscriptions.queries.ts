import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rippleChains, rippleGrowthMailCounts, rippleSubscriptions } from '../../../db/schema';

/** At most one growth mail per subscription per this interval. */
export const DIGEST_INTERVAL_SQL = sql`interval '1 day'`;

/** The ripple a subscribe request names, with what its mails say about it (never its text: decision 023). */
export async function findChainToFollow(db: Db, seedCode: string) {
  const [row] = await db
    .select({
      id: rippleChains.id,
      seedCode: rippleChains.seedCode,
      peopleReached: rippleChains.peopleReached,
      startedAt: rippleChains.createdAt,
    })
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
export async function restartSubscription(
  db: Db,
  p: { id: string; verifyCode: string; notifiedPeopleReached: number },
) {
  await db
    .update(rippleSubscriptions)
    .set({
      verified: false,
      verifyCode: p.verifyCode,
      unsubscribedAt: null,
      notifiedPeopleReached: p.notifiedPeopleReached,
    })
    .where(eq(rippleSubscriptions.id, p.id));
}

/** Stores a new, unconfirmed subscription. */
export async function insertSubscription(
  db: Db,
  p: {
    chainId: string;
    email: string;
    verifyCode: string;
    unsubscribeToken: string;
    notifiedPeopleReached: number;
    ownerLinkPending?: boolean;
  },
) {
  await db.insert(rippleSubscriptions).values({
    chainId: p.chainId,
    email: p.email,
    verifyCode: p.verifyCode,
    unsubscribeToken: p.unsubscribeToken,
    notifiedPeopleReached: p.notifiedPeopleReached,
    ownerLinkPending: p.ownerLinkPending ?? false,
  });
}

/**
 * Takes the owner link still owed to this confirmed subscription, once: answers what its mail needs, or undefined
 * when nothing is owed (another request took it, or it is not the creator's). One conditional update, so two
 * clicks at once send one mail.
 */
export async function takeOwnerLink(db: Db, verifyCode: string) {
  const [row] = await db
    .update(rippleSubscriptions)
    .set({ ownerLinkPending: false })
    .where(
      and(
        eq(rippleSubscriptions.verifyCode, verifyCode),
        eq(rippleSubscriptions.ownerLinkPending, true),
        eq(rippleSubscriptions.verified, true),
        isNull(rippleSubscriptions.unsubscribedAt),
      ),
    )
    .returning({
      chainId: rippleSubscriptions.chainId,
      email: rippleSubscriptions.email,
      unsubscribeToken: rippleSubscriptions.unsubscribeToken,
    });
  if (!row) return undefined;
  const [chain] = await db
    .select({ seedCode: rippleChains.seedCode, ownerKey: rippleChains.ownerKey, startedAt: rippleChains.createdAt })
    .from(rippleChains)
    .where(eq(rippleChains.id, row.chainId));
  return chain ? { ...row, ...chain } : undefined;
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
  or(
    isNull(rippleSubscriptions.lastNotifiedAt),
    lt(rippleSubscriptions.lastNotifiedAt, sql`now() - ${DIGEST_INTERVAL_SQL}`),
  );

/** Since when a follower has waited for a mail: their last one, or their subscription. */
const waitingSince = sql`coalesce(${rippleSubscriptions.lastNotifiedAt}, ${rippleSubscriptions.createdAt})`;

/** Where a listing of due growth mails goes on from: the last row's waiting time (as exact text) and id. */
export interface DigestCursor {
  waitingSince: string;
  id: string;
}

/**
 * Up to `limit` confirmed, still-subscribed followers whose ripple grew since their last mail and who have had
 * no mail for DIGEST_INTERVAL_SQL, with what the growth mail shows; optionally only one ripple's. The longest
 * waiting come first, so when a mailbox's daily cap holds some back, those go first the next day; `after` goes on
 * past rows a run skipped (held back by the cap), which stay due.
 */
export async function listDueDigests(db: Db, p: { chainId?: string; after?: DigestCursor; limit: number }) {
  return db
    .select({
      id: rippleSubscriptions.id,
      // As text: a JS Date keeps milliseconds only, and the cursor must compare equal to the stored microseconds.
      waitingSince: sql<string>`${waitingSince}::text`,
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
        p.after
          ? sql`(${waitingSince}, ${rippleSubscriptions.id}) > (${p.after.waitingSince}::timestamptz, ${p.after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(waitingSince), asc(rippleSubscriptions.id))
    .limit(p.limit);
}

/**
 * Locks a subscription whose growth mail is still due (its interval has passed, re-checked after any other
 * sender's lock), so the daily count and the claim that follow in this transaction cannot race another sender.
 * True when it is locked; false when someone else has just mailed it.
 */
export async function lockDueDigest(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: rippleSubscriptions.id })
    .from(rippleSubscriptions)
    .where(and(eq(rippleSubscriptions.id, id), digestIntervalPassed()))
    .for('update');
  return rows.length > 0;
}

/**
 * Counts one growth mail to `mailbox` today (UTC) unless `max` were already sent: one conditional upsert, so
 * concurrent senders on any instance never pass the cap. True when the mail may go.
 */
export async function takeGrowthMailSlot(db: Db, p: { mailbox: string; max: number }): Promise<boolean> {
  const rows = await db
    .insert(rippleGrowthMailCounts)
    .values({ mailbox: p.mailbox })
    .onConflictDoUpdate({
      target: [rippleGrowthMailCounts.mailbox, rippleGrowthMailCounts.day],
      set: { sent: sql`${rippleGrowthMailCounts.sent} + 1` },
      setWhere: lt(rippleGrowthMailCounts.sent, p.max),
    })
    .returning({ sent: rippleGrowthMailCounts.sent });
  return rows.length > 0;
}

/** Forgets the daily counts of days before yesterday (UTC); answers how many went. */
export async function deleteOldGrowthMailCounts(db: Db): Promise<number> {
  const rows = await db
    .delete(rippleGrowthMailCounts)
    .where(lt(rippleGrowthMailCounts.day, sql`(now() at time zone 'utc')::date - 1`))
    .returning({ mailbox: rippleGrowthMailCounts.mailbox });
  return rows.length;
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

/** A ripple's seed code by its id. */
export async function findSeedCodeByChainId(db: Db, chainId: string) {
  const [row] = await db
    .select({ seedCode: rippleChains.seedCode })
    .from(rippleChains)
    .where(eq(rippleChains.id, chainId));
  return row;
}
