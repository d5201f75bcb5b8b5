import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { claimJobRound } from './job-runs.queries';
import { repeatOncePerPeriod, type JobLog } from './repeat';
import { pruneGrowthMailCounts, sendGrowthMails } from '../modules/ripples/ripples.service';

/**
 * Mails 'your ripple reached new people' to every confirmed, still-subscribed follower whose ripple grew
 * since their last mail and who has had no mail for a day, within their mailbox's daily cap across all the
 * ripples it follows (the rules live in the ripples subscriptions service; decision 028).
 */
export async function sendGrowthDigests(db: Db, config: AppConfig, opts: { chainId?: string } = {}): Promise<number> {
  return sendGrowthMails(db, config.publicUrl, opts);
}

/**
 * Runs the growth mails every `intervalMs` (ripples that grew while their followers' daily limit, or their
 * mailbox's, was used), after forgetting the per-mailbox counts of past days: once per period across every instance
 * (decision 070), though both are safe on several instances at once.
 */
export function startRippleDigests(
  db: Db,
  config: AppConfig,
  log: JobLog,
  intervalMs = 10 * 60_000,
): () => Promise<void> {
  const round = async () => {
    await pruneGrowthMailCounts(db);
    return sendGrowthDigests(db, config);
  };
  const claim = () => claimJobRound(db, 'ripple growth mails', intervalMs);
  return repeatOncePerPeriod('ripple growth mails', log, claim, round, intervalMs, intervalMs);
}
