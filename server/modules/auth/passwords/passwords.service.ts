import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { HttpError, badRequest, notFound } from '../../../http-error';
import { recordAdminAction } from '../../audit/audit.service';
import { findAccountById, mailAccount, memberTarget, setPasswordHash } from '../../users/users.service';
import { deleteUserSessions } from '../sessions/sessions.service';
import { spendResetLinks } from './password-reset.service';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords.hashing';
import {
  PASSWORD_CHANGED_SUBJECT,
  RESET_BY_ADMIN_SUBJECT,
  passwordChangedMail,
  resetByAdminMail,
} from './passwords.mails';

// The passwords part's door: how a password is kept (argon2id, passwords.hashing.ts) and what a new one must be,
// and every way it changes: the member's own change, the forgotten password's link (password-reset.service.ts) and
// an admin's reset of a member's password (Manage Users, decision 041).

export { CURRENT_HASH_PREFIX, assertStrongPassword, hashPassword, verifyPassword } from './passwords.hashing';
export {
  isResetTokenValid,
  prunePasswordResets,
  requestPasswordReset,
  resetPassword,
  spendResetLinks,
} from './password-reset.service';

const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
const SAME_PASSWORD = 'Please choose a new password that differs from the current one.';

/**
 * Changes the password after checking the current one; every other session of the member ends, and a confirmed
 * address gets a notice.
 */
export async function changePassword(
  db: Db,
  config: AppConfig,
  userId: number,
  keepSessionId: string | null,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await findAccountById(db, userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new HttpError(400, CURRENT_PASSWORD_WRONG, { errors: { currentPassword: CURRENT_PASSWORD_WRONG } });
  }
  if (currentPassword === newPassword) throw badRequest(SAME_PASSWORD, { newPassword: SAME_PASSWORD });
  assertStrongPassword(newPassword, user.username);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await deleteUserSessions(tx, userId, keepSessionId ?? undefined);
    await mailAccount(tx, user, { subject: PASSWORD_CHANGED_SUBJECT, ...passwordChangedMail(config) });
  });
}

/**
 * What another area does, in the transaction of an admin's password reset, when the member is signed out everywhere
 * (their sessions have just ended). The product's list is `SIGN_OUT_STEPS` in server/composition.ts.
 */
export type SignOutStep = (tx: Db, userId: number) => Promise<void>;

/**
 * An admin sets a member's password (Manage Users; the target is checked as for every Manage Users action): their
 * sessions end, the `signOutSteps` run (the product's end their live streams), their open reset links are spent, the
 * audit row is written and they get a mail saying an admin did it.
 */
export async function resetMemberPassword(
  db: Db,
  config: AppConfig,
  actor: { id: number; clientKey: string | null },
  input: { userId: number; newPassword: string },
  signOutSteps: readonly SignOutStep[],
): Promise<void> {
  const account = await memberTarget(db, actor, input.userId);
  assertStrongPassword(input.newPassword, account.username);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash);
    await deleteUserSessions(tx, account.id);
    for (const step of signOutSteps) await step(tx, account.id);
    await spendResetLinks(tx, account.id);
    await recordAdminAction(tx, actor, 'user.reset_password', { type: 'user', id: account.id }, {}, actor.clientKey);
    await mailAccount(tx, account, { subject: RESET_BY_ADMIN_SUBJECT, ...resetByAdminMail(config) });
  });
}
