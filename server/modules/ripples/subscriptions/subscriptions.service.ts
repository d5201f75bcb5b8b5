import type { Db } from '../../../db/client';
import { enqueueMail } from '../../../mail/outbox';
import { notFound } from '../../../http-error';
import { randomCode } from '../ripples.codes';
import { RIPPLE_NOT_FOUND } from '../ripples.policy';
import { alreadyFollowingMail, confirmationMail, ownerLinkMail } from './subscriptions.mails';
import * as sq from './subscriptions.queries';

export { pruneGrowthMailCounts, sendGrowthMails } from './subscriptions.digests';
export { createGrowthNotifier } from './subscriptions.notifier';

/** A ripple someone asks to follow, with what its mails say about it (never its text: decision 023). */
export interface RippleToFollow {
  id: string;
  seedCode: string;
  peopleReached: number;
  startedAt: Date;
}

/** The ripple a subscribe request names; 404 when there is none. */
export async function findRippleToFollow(db: Db, seedCode: string): Promise<RippleToFollow> {
  const chain = await sq.findChainToFollow(db, seedCode);
  if (!chain) throw notFound(RIPPLE_NOT_FOUND);
  return chain;
}

/**
 * Asks to follow a ripple: stores an unconfirmed subscription and mails the confirmation link (double opt-in).
 * An address that already follows gets a short mail saying so instead. The answer is the same in both cases,
 * so nobody can learn from the page whether an address follows a ripple (decision 023).
 */
export async function askToFollow(db: Db, publicUrl: string, ripple: RippleToFollow, email: string): Promise<void> {
  await db.transaction((tx) => requestFollow(tx, publicUrl, ripple, email));
}

/**
 * The same in the caller's transaction: also how the creator's own address, typed while writing the first note,
 * follows the ripple. It gets the same confirmation mail as anyone, because nothing proves that the address is
 * the creator's (decision 028): no growth mail goes to it before that click.
 */
export async function requestFollow(
  tx: Db,
  publicUrl: string,
  ripple: RippleToFollow,
  email: string,
  opts: { creator?: boolean } = {},
): Promise<void> {
  const about = { publicUrl, to: email, seedCode: ripple.seedCode, startedAt: ripple.startedAt };
  const existing = await sq.findSubscription(tx, { chainId: ripple.id, email });
  if (existing?.verified && !existing.unsubscribedAt) {
    await enqueueMail(tx, alreadyFollowingMail({ ...about, unsubscribeToken: existing.unsubscribeToken }));
    return;
  }
  const verifyCode = randomCode(16);
  // Asking again keeps the unsubscribe link, so the one in an older mail still works.
  const unsubscribeToken = existing?.unsubscribeToken ?? randomCode(32);
  if (existing) {
    await sq.restartSubscription(tx, { id: existing.id, verifyCode, notifiedPeopleReached: ripple.peopleReached });
  } else {
    await sq.insertSubscription(tx, {
      chainId: ripple.id,
      email,
      verifyCode,
      unsubscribeToken,
      notifiedPeopleReached: ripple.peopleReached,
      // The creator's owner link follows once the address is confirmed (decision 024).
      ownerLinkPending: opts.creator ?? false,
    });
  }
  await enqueueMail(tx, confirmationMail({ ...about, unsubscribeToken, verifyCode }));
}

/**
 * Confirms a subscription from the mailed code; answers the ripple's seed code. When the address is the one its
 * creator typed while starting the ripple, the confirmed address now gets the owner link, once (decision 024):
 * nothing but the confirmation mail goes to an address before it is confirmed (decision 028).
 */
export async function confirmSubscription(db: Db, publicUrl: string, token: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await sq.confirmByVerifyCode(tx, token);
    if (!row) throw notFound('This confirmation link is not valid any more.');
    const owed = await sq.takeOwnerLink(tx, token);
    if (owed) await enqueueMail(tx, ownerLinkMail({ publicUrl, to: owed.email, ...owed }));
    const chain = await sq.findSeedCodeByChainId(tx, row.chainId);
    return chain.seedCode;
  });
}

/** One-click unsubscribe; answers the ripple's seed code, or undefined for an unknown token. */
export async function unsubscribe(db: Db, token: string): Promise<string | undefined> {
  const row = await sq.unsubscribeByToken(db, token);
  if (!row) return undefined;
  const chain = await sq.findSeedCodeByChainId(db, row.chainId);
  return chain?.seedCode;
}
