import type { Db } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import { renderBrandedMail } from '../../mail/layout';
import { notFound } from '../../http-error';
import { randomCode } from './ripples.codes';
import { RIPPLE_NOT_FOUND } from './ripples.policy';
import { summaryPageUrl } from './ripples.presenter';
import { findSeedCodeByChainId } from './ripples.queries';
import * as sq from './subscriptions.queries';

export const SUBSCRIBE_OK = 'Please check your inbox: we have sent you a mail about following this ripple.';

/** The one-click unsubscribe link every ripple mail carries. */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/api/ripples/unsubscribe/${token}`;
/** The link in the confirmation mail: the summary page, which asks for one click to confirm. */
export const confirmUrl = (publicUrl: string, seedCode: string, verifyCode: string) => `${summaryPageUrl(publicUrl, seedCode)}?verify=${verifyCode}`;

/**
 * How mails name a ripple: by the day it started, never by its text. The text is written by whoever started
 * it, and a subscribe request can come from a stranger who typed someone else's address, so quoting it
 * would let anyone make us mail their words to anyone (decision 023). The linked page shows the notes.
 */
export const startedOn = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Asks to follow a ripple: stores an unconfirmed subscription and mails the confirmation link (double opt-in).
 * An address that already follows gets a short mail saying so instead. The answer is the same in both cases,
 * so nobody can learn from the page whether an address follows a ripple (decision 023).
 */
export async function subscribe(db: Db, publicUrl: string, seedCode: string, email: string): Promise<void> {
  const chain = await sq.findChainToFollow(db, seedCode);
  if (!chain) throw notFound(RIPPLE_NOT_FOUND);
  const ripple = `the Ripple of Kindness started on ${startedOn(chain.startedAt)}`;
  await db.transaction(async (tx) => {
    const existing = await sq.findSubscription(tx, { chainId: chain.id, email });
    if (existing?.verified && !existing.unsubscribedAt) {
      const unsubscribe = unsubscribeUrl(publicUrl, existing.unsubscribeToken);
      const mail = renderBrandedMail({
        preheader: 'Good news: you are already following this Ripple of Kindness.',
        heading: 'You already follow this ripple',
        paragraphs: [
          `Someone, hopefully you, asked for updates about ${ripple} with this address.`,
          'You already follow it, so there is nothing to do: we will write when it reaches new people, at most once a day.',
        ],
        action: { label: 'See the ripple', url: summaryPageUrl(publicUrl, chain.seedCode) },
        unsubscribeUrl: unsubscribe,
      });
      await enqueueMail(tx, { to: email, subject: 'You already follow this Ripple of Kindness', ...mail, unsubscribeUrl: unsubscribe });
      return;
    }
    const verifyCode = randomCode(16);
    // Asking again keeps the unsubscribe link, so the one in an older mail still works.
    const unsubscribeToken = existing?.unsubscribeToken ?? randomCode(32);
    if (existing) {
      await sq.restartSubscription(tx, { id: existing.id, verifyCode, notifiedPeopleReached: chain.peopleReached });
    } else {
      await sq.insertSubscription(tx, { chainId: chain.id, email, verifyCode, unsubscribeToken, notifiedPeopleReached: chain.peopleReached });
    }
    const unsubscribe = unsubscribeUrl(publicUrl, unsubscribeToken);
    const mail = renderBrandedMail({
      preheader: 'One click to follow this Ripple of Kindness.',
      heading: 'Follow this Ripple of Kindness?',
      paragraphs: [
        `Someone, hopefully you, asked for updates by mail when ${ripple} reaches new people.`,
        'The button below opens its page on KindRipple, where you can read its notes and confirm with one click. We will then write only when it grows, at most once a day.',
        'If this was not you, ignore this mail and we will not write again.',
      ],
      action: { label: 'Confirm my subscription', url: confirmUrl(publicUrl, chain.seedCode, verifyCode) },
      unsubscribeUrl: unsubscribe,
    });
    await enqueueMail(tx, { to: email, subject: 'Please confirm: follow a Ripple of Kindness', ...mail, unsubscribeUrl: unsubscribe });
  });
}

/** Confirms a subscription from the mailed code; answers the ripple's seed code. */
export async function confirmSubscription(db: Db, token: string): Promise<string> {
  const row = await sq.confirmByVerifyCode(db, token);
  if (!row) throw notFound('This confirmation link is not valid any more.');
  const chain = await findSeedCodeByChainId(db, row.chainId);
  return chain.seedCode;
}

/** One-click unsubscribe; answers the ripple's seed code, or undefined for an unknown token. */
export async function unsubscribe(db: Db, token: string): Promise<string | undefined> {
  const row = await sq.unsubscribeByToken(db, token);
  if (!row) return undefined;
  const chain = await findSeedCodeByChainId(db, row.chainId);
  return chain?.seedCode;
}

const DIGEST_BATCH = 200;

const people = (n: number) => (n === 1 ? '1 person' : `${n.toLocaleString('en-US')} people`);

/**
 * Mails 'your ripple reached new people' to every confirmed, still-subscribed follower whose ripple grew
 * since their last mail and who has had no mail for a day. Each mail is claimed with a conditional update
 * in its own transaction, so several instances (or overlapping runs) never send one twice.
 */
export async function sendGrowthMails(db: Db, publicUrl: string, opts: { chainId?: string } = {}): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await sq.listDueDigests(db, { chainId: opts.chainId, limit: DIGEST_BATCH });
    for (const s of batch) {
      const claimed = await db.transaction(async (tx) => {
        if (!(await sq.claimDigest(tx, { id: s.id, peopleReached: s.peopleReached }))) return false;
        const grew = s.peopleReached - s.before;
        const unsubscribe = unsubscribeUrl(publicUrl, s.unsubscribeToken);
        const mail = renderBrandedMail({
          preheader: `Your Ripple of Kindness has now reached ${people(s.peopleReached)}.`,
          heading: 'Your ripple reached new people',
          paragraphs: [
            `Since we last wrote, the Ripple of Kindness started on ${startedOn(s.startedAt)} reached ${people(grew)} more. It has now reached ${people(s.peopleReached)} and travelled ${s.maxDepth} ${s.maxDepth === 1 ? 'step' : 'steps'} from the first note.`,
            'Thank you for helping kindness travel.',
          ],
          action: { label: 'See where it travelled', url: summaryPageUrl(publicUrl, s.seedCode) },
          footerNote: 'You get this because you follow this ripple. We write at most once a day, and only when it grows.',
          unsubscribeUrl: unsubscribe,
        });
        await enqueueMail(tx, { to: s.email, subject: `Your Ripple of Kindness reached ${people(s.peopleReached)}`, ...mail, unsubscribeUrl: unsubscribe });
        return true;
      });
      if (claimed) sent += 1;
    }
    if (batch.length < DIGEST_BATCH) return sent;
  }
}

/**
 * When a ripple grows, its followers who have had no mail today hear about it right away (after the response).
 * One run per ripple at a time: a busy ripple does not cost a query per pass (the periodic job catches up).
 * close() stops new runs and waits for the ones under way.
 */
export function createGrowthNotifier(db: Db, publicUrl: string, log: { error(o: object, msg: string): void }) {
  const running = new Map<string, Promise<unknown>>();
  let closing = false;
  return {
    notify(chainId: string) {
      if (closing || running.has(chainId)) return;
      const run = sendGrowthMails(db, publicUrl, { chainId })
        .catch((err) => log.error({ err }, 'ripple growth mail failed'))
        .finally(() => running.delete(chainId));
      running.set(chainId, run);
    },
    async close() {
      closing = true;
      await Promise.all(running.values());
    },
  };
}
