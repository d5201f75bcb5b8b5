import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http-error';
import { findAccountByEmail, findAccountById, mailAccount, setPasswordHash } from '../../users/users.service';
import {
  deleteStalePasswordResets,
  findLiveResetId,
  findResetIdByToken,
  findResetUserId,
  insertPasswordReset,
  spendLiveReset,
  spendOpenResets,
} from './passwords.queries';
import { PASSWORD_CHANGED_SUBJECT, RESET_LINK_SUBJECT, passwordChangedMail, resetLinkMail } from './passwords.mails';
import { assertStrongPassword, hashPassword } from './passwords.hashing';
import { deleteUserSessions } from '../sessions/sessions.service';
import { hashToken, looksLikeToken, newToken } from '../../../lib/tokens';

export const RESET_TTL_MS = 60 * 60_000;
export const RESET_LINK_INVALID = 'This reset link has expired or has already been used. Please request a new one.';

/**
 * Forgot password: when the account exists and its address is confirmed, a single-use link valid 60 minutes is
 * mailed (older unused links stop working). An unconfirmed address gets nothing: whoever registered it may not own
 * it (decision 018). The caller answers the same in every case.
 */
export async function requestPasswordReset(db: Db, config: AppConfig, email: string): Promise<void> {
  const user = await findAccountByEmail(db, email);
  const token = newToken();
  const tokenHash = hashToken(token);
  if (!user || !user.emailVerified) {
    // The same kind of work as for a real account, so the answer takes about as long.
    await db.transaction(async (tx) => {
      await spendOpenResets(tx, -1);
      await findResetIdByToken(tx, tokenHash);
    });
    return;
  }
  await db.transaction(async (tx) => {
    await spendOpenResets(tx, user.id);
    await insertPasswordReset(tx, { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mailAccount(tx, user, { subject: RESET_LINK_SUBJECT, ...resetLinkMail(url) });
  });
}

/** Whether a reset token is live (known, unused, not expired). */
export async function isResetTokenValid(db: Db, token: string): Promise<boolean> {
  if (!looksLikeToken(token)) return false;
  const row = await findLiveResetId(db, hashToken(token));
  return Boolean(row);
}

/**
 * Sets a new password with a reset token. The token is spent by one conditional update, so two parallel
 * requests with the same token cannot both succeed. Every session of the account ends.
 */
export async function resetPassword(db: Db, config: AppConfig, token: string, newPassword: string): Promise<void> {
  if (!looksLikeToken(token)) throw badRequest(RESET_LINK_INVALID);
  const tokenHash = hashToken(token);
  const pending = await findResetUserId(db, tokenHash);
  const account = pending ? await findAccountById(db, pending.userId) : undefined;
  assertStrongPassword(newPassword, account?.username);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const spent = await spendLiveReset(tx, tokenHash);
    if (!spent) throw badRequest(RESET_LINK_INVALID);
    const user = await setPasswordHash(tx, spent.userId, passwordHash);
    // The account was deleted after the link was sent (its links go with it, so this cannot happen).
    if (!user) throw badRequest(RESET_LINK_INVALID);
    await deleteUserSessions(tx, spent.userId);
    await mailAccount(tx, user, { subject: PASSWORD_CHANGED_SUBJECT, ...passwordChangedMail(config) });
  });
}

/** Spends every open reset link of an account (its password was just set by someone else: the admin set-up). */
export async function spendResetLinks(db: Db, userId: number): Promise<void> {
  await spendOpenResets(db, userId);
}

/** Removes reset records that can no longer be used, a day after they stopped working. */
export async function prunePasswordResets(db: Db): Promise<number> {
  return deleteStalePasswordResets(db);
}
