import type { Db } from '../../../db/client';
import { sendGrowthMails } from './subscriptions.digests';

export interface GrowthNotifier {
  /** Starts the growth mails of one ripple after a pass, unless a run for it is under way (or the app is closing). */
  notify(chainId: string): void;
  /** Resolves once every run started so far, and any started while waiting, has finished. */
  idle(): Promise<void>;
  /** Stops new runs and waits for the ones under way. */
  close(): Promise<void>;
}

const byDatabase = new WeakMap<Db, GrowthNotifier>();

/**
 * When a ripple grows, its followers who have had no mail today hear about it right away (after the response).
 * One run per ripple at a time: a busy ripple does not cost a query per pass (the periodic job catches up).
 * `send` is the growth-mail run (tests pass their own).
 */
export function createGrowthNotifier(
  db: Db,
  publicUrl: string,
  log: { error(o: object, msg: string): void },
  send: typeof sendGrowthMails = sendGrowthMails,
): GrowthNotifier {
  const running = new Map<string, Promise<unknown>>();
  let closing = false;
  const notifier: GrowthNotifier = {
    notify(chainId) {
      if (closing || running.has(chainId)) return;
      const run = send(db, publicUrl, { chainId })
        .catch((err) => log.error({ err }, 'ripple growth mail failed'))
        .finally(() => running.delete(chainId));
      running.set(chainId, run);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running.values());
    },
    async close() {
      closing = true;
      await notifier.idle();
    },
  };
  byDatabase.set(db, notifier);
  return notifier;
}

/** The growth notifier of the app that runs on this database (one app per database), for tests to await. */
export const growthNotifierOf = (db: Db): GrowthNotifier | undefined => byDatabase.get(db);
