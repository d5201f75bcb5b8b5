import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { pruneOrphanUploads } from '../modules/avatars/avatars.service';
import { pruneUsedCaptchas } from '../modules/auth/captcha';
import { prunePasswordResets } from '../modules/auth/password-reset.service';
import { pruneSessions } from '../modules/auth/sessions';
import type { MailLog } from './mail-delivery';

/** One clean-up round: ended sessions, spent reset links, expired captchas, unclaimed registration uploads. */
export async function cleanUpAccounts(db: Db, config: AppConfig) {
  return {
    sessions: await pruneSessions(db),
    passwordResets: await prunePasswordResets(db),
    captchas: await pruneUsedCaptchas(db),
    orphanUploads: await pruneOrphanUploads(db, config),
  };
}

/** Runs the clean-up now and then every hour; every statement is an idempotent delete, so instances may overlap. */
export function startAccountsCleanup(db: Db, config: AppConfig, log: MailLog, intervalMs = 60 * 60_000): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = cleanUpAccounts(db, config)
      .then((r) => {
        if (Object.values(r).some((n) => n > 0)) log.info(r, 'accounts clean-up');
      })
      .catch((err) => log.error({ err }, 'accounts clean-up failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  setTimeout(tick, 5_000).unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
