import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { repeat, type JobLog } from './repeat';
import { sendGrowthMails } from '../modules/ripples/subscriptions.service';

/**
 * Mails 'your ripple reached new people' to every confirmed, still-subscribed follower whose ripple grew
 * since their last mail and who has had no mail for a day (the rules live in the ripples subscriptions service).
 */
export async function sendGrowthDigests(db: Db, config: AppConfig, opts: { chainId?: string } = {}): Promise<number> {
  return sendGrowthMails(db, config.publicUrl, opts);
}

/** Runs the growth mails every `intervalMs` (ripples that grew while their followers' daily limit was used). */
export function startRippleDigests(db: Db, config: AppConfig, log: JobLog, intervalMs = 10 * 60_000): () => Promise<void> {
  return repeat('ripple growth mails', log, () => sendGrowthDigests(db, config), intervalMs, intervalMs);
}
