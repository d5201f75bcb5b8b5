import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { sendGrowthMails } from '../modules/ripples/subscriptions.service';

/**
 * Mails 'your ripple reached new people' to every confirmed, still-subscribed follower whose ripple grew
 * since their last mail and who has had no mail for a day (the rules live in the ripples subscriptions service).
 */
export async function sendGrowthDigests(db: Db, config: AppConfig, opts: { chainId?: string } = {}): Promise<number> {
  return sendGrowthMails(db, config.publicUrl, opts);
}

/** Runs the growth mails every `intervalMs` (ripples that grew while their followers' daily limit was used). */
export function startRippleDigests(db: Db, config: AppConfig, log: { error(o: object, msg: string): void }, intervalMs = 10 * 60_000): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = sendGrowthDigests(db, config)
      .catch((err) => log.error({ err }, 'ripple growth mails failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
