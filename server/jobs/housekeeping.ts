import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { pruneOrphanUploads } from '../modules/uploads/uploads.service';
import {
  pruneEmailConfirmations,
  prunePasswordResets,
  prunePendingLogins,
  pruneSessions,
  pruneUsedCaptchas,
} from '../modules/auth/auth.service';
import { pruneForgottenReports } from '../modules/connections/connections.service';
import { pruneOldConnectionEvents } from '../modules/events/events.service';
import { pruneOldRefusals } from '../modules/contact-guard/contact-guard.service';
import { pruneOldViewEvents } from '../modules/ripples/ripples.service';
import { pruneUnconfirmedAccounts } from '../modules/users/users.service';
import { pruneDatabaseCounters } from '../plugins/counters';
import { pruneMailOutbox } from './mail-delivery';
import { claimJobRound } from './job-runs.queries';
import { repeatOncePerPeriod, type JobLog, type RepeatingJob } from './repeat';

/**
 * One clean-up round: ended sessions, spent reset links, expired captchas, unclaimed registration uploads,
 * finished mail, old ripple view events, spent confirmation links, accounts registered more than 7 days ago whose
 * address was never confirmed, live Connections events older than a week, reports kept 180 days after an account
 * was deleted, refused contact attempts older than 30 days (decision 053) and the database's limit counters whose
 * window ended (decision 070). Answers how many of each went.
 */
export async function cleanUp(db: Db, config: AppConfig) {
  return {
    sessions: await pruneSessions(db),
    pendingLogins: await prunePendingLogins(db, new Date()),
    passwordResets: await prunePasswordResets(db),
    captchas: await pruneUsedCaptchas(db),
    orphanUploads: await pruneOrphanUploads(db, config),
    finishedMail: await pruneMailOutbox(db),
    rippleViewEvents: await pruneOldViewEvents(db),
    emailConfirmations: await pruneEmailConfirmations(db),
    unconfirmedAccounts: await pruneUnconfirmedAccounts(db, config),
    connectionEvents: await pruneOldConnectionEvents(db),
    forgottenReports: await pruneForgottenReports(db),
    contactRefusals: await pruneOldRefusals(db),
    limitCounters: await pruneDatabaseCounters(db),
  };
}

/**
 * Cleans up once an hour across every instance (decision 070), the first time 5 s after start unless another
 * instance did within the hour; every statement is an idempotent delete, so a round that overlaps another is harmless.
 */
export function startHousekeeping(db: Db, config: AppConfig, log: JobLog, intervalMs = 60 * 60_000): RepeatingJob {
  const round = async () => {
    const gone = await cleanUp(db, config);
    if (Object.values(gone).some((n) => n > 0)) log.info(gone, 'housekeeping');
  };
  return repeatOncePerPeriod(
    'housekeeping',
    log,
    () => claimJobRound(db, 'housekeeping', intervalMs),
    round,
    intervalMs,
    5_000,
  );
}
