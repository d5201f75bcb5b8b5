import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { totpMessages } from '../../../../common/schemas/totp';
import { HttpError, badRequest, conflict } from '../../../http-error';
import { recordAdminAction } from '../../audit/audit.service';
import { getSecret } from '../../secrets/secrets.service';
import { findAccountById } from '../../users/users.service';
import { verifyPassword } from '../passwords/passwords.service';
import { PENDING_LOGIN_MS } from './totp.pending-login';
import { claimTry, forgetWrongCodes, kindOfCode, mailPause, pausedError } from './totp-lock.service';
import {
  claimTotpStep,
  countPendingAttempt,
  countUnusedRecoveryCodes,
  deletePendingLogin,
  deleteStalePendingLogins,
  deleteTotp,
  findTotp,
  hasEnabledTotp,
  insertPendingLogin,
  markTotpEnabled,
  replaceRecoveryCodes,
  spendRecoveryCode,
  upsertPendingTotp,
} from './totp.queries';
import { hashToken, looksLikeToken, newToken } from '../../../lib/tokens';

export { setPendingLoginCookie } from './totp.pending-login';

// Admin sign-in with a second factor (decision 042): TOTP (RFC 6238, 6 digits, 30 s, SHA-1 as every authenticator
// app reads it) through the maintained `otpauth` library, and 10 single-use recovery codes.

const ISSUER = 'KindRipple';
const PERIOD_S = 30;
/** Codes of the step before and after are accepted too (clock drift of the phone). */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes a pending login takes before it ends (the password is asked again). */
export const PENDING_LOGIN_MAX_ATTEMPTS = 5;
const KEY_NAME = 'totp-secret-key';

// The secret at rest: AES-256-GCM under a server secret, bound to its account (the account id is the extra data, so
// a row copied onto another account does not decrypt).

async function secretKey(db: Db): Promise<Buffer> {
  return Buffer.from(await getSecret(db, KEY_NAME), 'hex');
}

function seal(key: Buffer, userId: number, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`totp:${userId}`));
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

function unseal(key: Buffer, userId: number, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unreadable TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`totp:${userId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

function totpOf(base32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(base32),
  });
}

/** The time step a 6-digit code belongs to (within the window around `now`), or null when it matches none. */
function matchStep(base32: string, code: string, now: Date): number | null {
  const delta = totpOf(base32, 'x').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

// Recovery codes: 50 random bits each, shown once as `xxxxx-xxxxx`; only their SHA-256 is kept (random codes of this
// length need no slow hash).

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

const hashRecoveryCode = (code: string) => hashToken(code.replace(/[\s-]/g, '').toLowerCase());

const wrongCode = () => new HttpError(400, totpMessages.codeWrong, { errors: { code: totpMessages.codeWrong } });

/** Whether the account signs in with a second factor. */
export function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  return hasEnabledTotp(db, userId);
}

/** The profile card's state: on or off, and the recovery codes left. */
export async function secondFactorStatus(db: Db, userId: number) {
  const enabled = await hasEnabledTotp(db, userId);
  return { enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, userId) : 0 };
}

/** The account's current password, asked again before an authenticator is enrolled or removed (decision 057). */
async function assertCurrentPassword(db: Db, userId: number, password: string): Promise<void> {
  const account = await findAccountById(db, userId);
  if (!(await verifyPassword(account?.passwordHash, password)))
    throw new HttpError(400, totpMessages.passwordWrong, { errors: { password: totpMessages.passwordWrong } });
}

/**
 * Starts (or starts again) the set-up once the current password is right: a new random secret, stored encrypted and
 * not yet enabled, handed back as the otpauth:// address for the QR code and as text to type. An account with an
 * enabled factor must remove it first.
 */
export async function beginTotpSetup(db: Db, user: { id: number; username: string }, password: string) {
  await assertCurrentPassword(db, user.id, password);
  const existing = await findTotp(db, user.id);
  if (existing?.enabledAt) throw conflict(totpMessages.alreadyOn);
  const base32 = new Secret({ size: 20 }).base32;
  const stored = await upsertPendingTotp(db, { userId: user.id, secret: seal(await secretKey(db), user.id, base32) });
  if (!stored) throw conflict(totpMessages.alreadyOn);
  return { otpauthUrl: totpOf(base32, user.username).toString(), secret: base32 };
}

/**
 * Enables the waiting set-up once its first code matches, and answers the 10 recovery codes (shown this once). The
 * code's step counts as used. Audited.
 */
export async function enableTotp(
  db: Db,
  actor: { id: number },
  code: string,
  now: Date,
  clientKey: string | null,
): Promise<string[]> {
  const row = await findTotp(db, actor.id);
  if (!row) throw badRequest(totpMessages.noSetup, { code: totpMessages.noSetup });
  if (row.enabledAt) throw conflict(totpMessages.alreadyOn);
  const step = matchStep(unseal(await secretKey(db), actor.id, row.secret), code, now);
  if (step === null) throw wrongCode();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    if (!(await markTotpEnabled(tx, { userId: actor.id, step }))) throw conflict(totpMessages.alreadyOn);
    await replaceRecoveryCodes(tx, { userId: actor.id, hashes: codes.map(hashRecoveryCode) });
    await recordAdminAction(tx, actor, 'totp.enable', { type: 'user', id: actor.id }, {}, clientKey);
  });
  return codes;
}

/** Checks a typed code against the account's secrets and spends it; nothing is counted here. */
async function checkAndSpend(db: Db, userId: number, typed: string, now: Date): Promise<boolean> {
  if (kindOfCode(typed) === 'code') {
    const row = await findTotp(db, userId);
    if (!row?.enabledAt) return false;
    const step = matchStep(unseal(await secretKey(db), userId, row.secret), typed, now);
    return step !== null && claimTotpStep(db, { userId, step });
  }
  if (!(await hasEnabledTotp(db, userId))) return false;
  return spendRecoveryCode(db, { userId, codeHash: hashRecoveryCode(typed) });
}

/**
 * Checks a second factor and spends it: a 6-digit code whose time step was not used before (a replay in its step is
 * refused), or an unused recovery code (good once). False when it does not pass. Every try is counted for the account
 * first (decision 057): while codes of its kind are paused it is not checked at all (429 with when to try again); the
 * wrong code that starts a pause answers that 429 too, and the account's owner gets one mail about it.
 */
export async function spendSecondFactor(
  db: Db,
  config: AppConfig,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const typed = code.replace(/\s+/g, '').toLowerCase();
  const kind = kindOfCode(typed);
  const claimed = await claimTry(db, userId, kind, now);
  if (claimed.pausedUntil) throw pausedError(kind, claimed.pausedUntil, now);
  if (await checkAndSpend(db, userId, typed, now)) {
    await forgetWrongCodes(db, userId);
    return true;
  }
  if (claimed.pausesAt) {
    await mailPause(db, config, userId, kind, claimed.pausesAt);
    throw pausedError(kind, claimed.pausesAt, now);
  }
  return false;
}

/** Removes the second factor after the current password and a good code (authenticator or recovery). Audited. */
export async function disableTotp(
  db: Db,
  config: AppConfig,
  actor: { id: number },
  input: { code: string; password: string },
  now: Date,
  clientKey: string | null,
): Promise<void> {
  if (!(await hasEnabledTotp(db, actor.id))) throw badRequest(totpMessages.notOn);
  await assertCurrentPassword(db, actor.id, input.password);
  if (!(await spendSecondFactor(db, config, actor.id, input.code, now))) throw wrongCode();
  await db.transaction(async (tx) => {
    await deleteTotp(tx, actor.id);
    await recordAdminAction(tx, actor, 'totp.disable', { type: 'user', id: actor.id }, {}, clientKey);
  });
}

/**
 * The operator's way back in (`create-admin --reset-2fa`): removes the factor and its wrong-code counts and pauses;
 * true when there was one.
 */
export function resetSecondFactor(db: Db, userId: number): Promise<boolean> {
  return deleteTotp(db, userId);
}

/** A password step that passed for an account with a second factor: the token for the pending-login cookie. */
export async function startPendingLogin(db: Db, userId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PENDING_LOGIN_MS);
  await insertPendingLogin(db, { id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/**
 * The second step: the pending login's account once its code passes (the pending login ends). A wrong code answers
 * 401 with the code's message; an unknown, expired or exhausted pending login answers 401 asking to log in again; a
 * paused kind of code answers 429 (the pending login stays, for a recovery code).
 */
export async function finishPendingLogin(
  db: Db,
  config: AppConfig,
  token: unknown,
  code: string,
  now: Date,
): Promise<number> {
  const gone = () => new HttpError(401, totpMessages.pendingGone, { fields: { loginAgain: true } });
  if (!looksLikeToken(token)) throw gone();
  const id = hashToken(token);
  const pending = await countPendingAttempt(db, { id, now, maxAttempts: PENDING_LOGIN_MAX_ATTEMPTS });
  if (!pending) {
    await deletePendingLogin(db, id);
    throw gone();
  }
  if (!(await spendSecondFactor(db, config, pending.userId, code, now))) {
    if (pending.attempts >= PENDING_LOGIN_MAX_ATTEMPTS) {
      await deletePendingLogin(db, id);
      throw gone();
    }
    throw new HttpError(401, totpMessages.codeWrong, { errors: { code: totpMessages.codeWrong } });
  }
  // One pending login, one session, even with two good codes at once.
  if (!(await deletePendingLogin(db, id))) throw gone();
  return pending.userId;
}

/** Removes pending logins past their end (housekeeping). */
export function prunePendingLogins(db: Db, now: Date): Promise<number> {
  return deleteStalePendingLogins(db, now);
}
