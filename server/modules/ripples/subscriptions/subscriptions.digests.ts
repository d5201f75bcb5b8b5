import type { Db } from '../../../db/client';
import { enqueueMail } from '../../../mail/outbox';
import { mailboxKey } from '../../../plugins/rate-limit';
import { GROWTH_MAILS_PER_MAILBOX_PER_DAY } from '../ripples.limits';
import { growthMail } from './subscriptions.mails';
import * as sq from './subscriptions.queries';

// The growth mails ('your ripple reached new people'): sent right after a pass (subscriptions.notifier.ts) and by
// the periodic job (server/jobs/ripple-digests.ts).

const DIGEST_BATCH = 200;

/**
 * Mails 'your ripple reached new people' to every confirmed, still-subscribed follower whose ripple grew
 * since their last mail and who has had no mail for a day, while their mailbox has had fewer than
 * GROWTH_MAILS_PER_MAILBOX_PER_DAY growth mails today, whatever the number of ripples it follows (decision 028).
 * Each mail is locked, counted against its mailbox and claimed in its own transaction, so several instances
 * (or overlapping runs) never send one twice nor pass the cap. A mail held back by the cap stays due.
 */
export async function sendGrowthMails(db: Db, publicUrl: string, opts: { chainId?: string } = {}): Promise<number> {
  let sent = 0;
  // Mailboxes found at their cap in this run: their other mails wait for tomorrow without another transaction.
  const full = new Set<string>();
  let after: sq.DigestCursor | undefined;
  for (;;) {
    const batch = await sq.listDueDigests(db, { chainId: opts.chainId, after, limit: DIGEST_BATCH });
    for (const s of batch) {
      const mailbox = mailboxKey(s.email);
      if (full.has(mailbox)) continue;
      const outcome = await db.transaction(async (tx) => {
        if (!(await sq.lockDueDigest(tx, s.id))) return 'taken';
        if (!(await sq.takeGrowthMailSlot(tx, { mailbox, max: GROWTH_MAILS_PER_MAILBOX_PER_DAY }))) return 'full';
        await sq.claimDigest(tx, { id: s.id, peopleReached: s.peopleReached });
        await enqueueMail(tx, growthMail({ publicUrl, to: s.email, ...s }));
        return 'sent';
      });
      if (outcome === 'sent') sent += 1;
      else if (outcome === 'full') full.add(mailbox);
    }
    if (batch.length < DIGEST_BATCH) return sent;
    const last = batch[batch.length - 1];
    after = { waitingSince: last.waitingSince, id: last.id };
  }
}

/** Forgets the per-mailbox counts of growth mails from before yesterday (only today's decide anything). */
export const pruneGrowthMailCounts = (db: Db) => sq.deleteOldGrowthMailCounts(db);
