import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { totpMessages } from '../../../../common/schemas/totp';
import { HttpError } from '../../../http-error';
import { renderBrandedMail } from '../../../mail/layout';
import { findAccountById, mailAccount } from '../../users/users.service';
import { deleteFactorFailures, lockFactorFailures, setFactorFailures, type FactorKind } from './totp.queries';

// Wrong second-factor codes are counted per account, in the database (every instance, every pending login), and
// pause that kind of code with a wait that grows (decision 057). A pending login's own 5 tries stay as well.

/**
 * The numbers: after `failures` wrong codes of a kind, that kind is paused for `firstLockMs`, twice as long at each
 * further pause (1, 2, 4 … minutes), never longer than `maxLockMs`; a correct code of either kind forgets it all.
 * Authenticator codes (one in a million a guess, three with the clock window) pause after 5; recovery codes (50 random
 * bits each) after 10, so they stay the way in while codes are paused without becoming a door to grind.
 */
export const FACTOR_LOCKS: Record<FactorKind, { failures: number; firstLockMs: number; maxLockMs: number }> = {
  code: { failures: 5, firstLockMs: 60_000, maxLockMs: 4 * 60 * 60_000 },
  recovery: { failures: 10, firstLockMs: 60_000, maxLockMs: 4 * 60 * 60_000 },
};

/** How long the `n`th pause in a row lasts (n from 1). */
export function pauseLength(kind: FactorKind, n: number): number {
  const p = FACTOR_LOCKS[kind];
  return Math.min(p.firstLockMs * 2 ** Math.min(n - 1, 30), p.maxLockMs);
}

/** The kind a typed code is: six digits are the authenticator's, anything else a recovery code. */
export const kindOfCode = (typed: string): FactorKind => (/^\d{6}$/.test(typed) ? 'code' : 'recovery');

/** A try that may be checked; `pausesAt` is the pause it started (it stands only if the code turns out wrong). */
export type ClaimedTry = { pausedUntil?: undefined; pausesAt: Date | null } | { pausedUntil: Date };

/**
 * Counts a try before its code is checked, so that however many requests arrive at once, no more than the allowed
 * number of codes is checked between two pauses. Answers `pausedUntil` while that kind is paused (the code must not be
 * checked at all).
 */
export async function claimTry(db: Db, userId: number, kind: FactorKind, now: Date): Promise<ClaimedTry> {
  return db.transaction(async (tx) => {
    const row = await lockFactorFailures(tx, { userId, kind });
    if (row.lockedUntil && row.lockedUntil.getTime() > now.getTime()) return { pausedUntil: row.lockedUntil };
    const failures = row.failures + 1;
    if (failures < FACTOR_LOCKS[kind].failures) {
      await setFactorFailures(tx, { userId, kind, failures, locks: row.locks, lockedUntil: row.lockedUntil });
      return { pausesAt: null };
    }
    const locks = row.locks + 1;
    const lockedUntil = new Date(now.getTime() + pauseLength(kind, locks));
    await setFactorFailures(tx, { userId, kind, failures: 0, locks, lockedUntil });
    return { pausesAt: lockedUntil };
  });
}

/** A correct code: the account's counts and pauses of every kind are forgotten. */
export function forgetWrongCodes(db: Db, userId: number): Promise<void> {
  return deleteFactorFailures(db, userId);
}

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

/** The 429 of a paused kind: when to try again (message, `retryAt`, `Retry-After`). */
export function pausedError(kind: FactorKind, until: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const message = (kind === 'code' ? totpMessages.codesPaused : totpMessages.recoveryPaused)(minutes, hhmm(until));
  return new HttpError(429, message, {
    headers: { 'Retry-After': String(seconds) },
    fields: { retryAt: until.toISOString() },
  });
}

/**
 * The one mail of a pause, to the account's own confirmed address: someone got past the password and is guessing the
 * second factor. It names no code and no secret; it says what to do.
 */
export async function mailPause(db: Db, config: AppConfig, userId: number, kind: FactorKind, until: Date) {
  const account = await findAccountById(db, userId);
  if (!account) return;
  const what = kind === 'code' ? 'sign-in codes' : 'recovery codes';
  await mailAccount(db, account, {
    subject: 'Someone has your KindRipple password',
    ...renderBrandedMail({
      preheader: `Wrong ${what} were typed after your password. Please change it.`,
      heading: 'Someone is trying to sign in as you',
      paragraphs: [
        `Your KindRipple password was typed correctly, followed by ${FACTOR_LOCKS[kind].failures} wrong ${what}. To keep your account safe, ${what} for it are paused until ${hhmm(until)} UTC; each new pause is longer.`,
        'If this was you, nothing is wrong: wait until then, or sign in with one of your recovery codes.',
        'If it was not you, someone knows your password. Please change it now on your profile page (or with "Forgot password" on the login page): that also signs out everyone else. Your authenticator app stops them from getting in.',
      ],
      action: { label: 'Change your password', url: `${config.publicUrl}/profile` },
    }),
  });
}
