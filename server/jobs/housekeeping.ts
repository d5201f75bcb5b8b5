import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { pruneOrphanUploads } from '../modules/avatars/avatars.service';
import { pruneUsedCaptchas } from '../modules/auth/captcha';
import { prunePasswordResets } from '../modules/auth/password-reset.service';
import { pruneSessions } from '../modules/auth/sessions';
import { pruneOldViewEvents } from '../modules/ripples/ripples.service';
import { pruneMailOutbox } from './mail-delivery';
import { repeat, type JobLog } from './repeat';

/**
 * One clean-up round: ended sessions, spent reset links, expired captchas, unclaimed registration uploads,
 * finished mail and old ripple view events. Answers how many of each went.
 */
export async function cleanUp(db: Db, config: AppConfig) {
  return {
    sessions: await pruneSessions(db),
    passwordResets: await prunePasswordResets(db),
    captchas: await pruneUsedCaptchas(db),
    orphanUploads: await pruneOrphanUploads(db, config),
    finishedMail: await pruneMailOutbox(db),
    rippleViewEvents: await pruneOldViewEvents(db),
  };
}

/** Cleans up 5 s after start and then every hour; every statement is an idempotent delete, so instances may overlap. */
export function startHousekeeping(db: Db, config: AppConfig, log: JobLog, intervalMs = 60 * 60_000): () => Promise<void> {
  const round = async () => {
    const gone = await cleanUp(db, config);
    if (Object.values(gone).some((n) => n > 0)) log.info(gone, 'housekeeping');
  };
  return repeat('housekeeping', log, round, intervalMs, 5_000);
}
