import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { authMessages, type LoginInput, type RegisterInput } from '../../../common/schemas/auth';
import { HttpError } from '../../http-error';
import { claimRegistrationAvatar } from '../uploads/uploads.service';
import {
  assertDisplayNameAllowed,
  assertNotSuspended,
  createAccount,
  findAccountByEmail,
  setPasswordHash,
  type SuspensionStep,
} from '../users/users.service';
import { assertCaptcha } from './captcha/captcha.service';
import { sendConfirmationMail } from './email-confirmation/email-confirmation.service';
import { CURRENT_HASH_PREFIX, assertStrongPassword, hashPassword, verifyPassword } from './passwords/passwords.service';
import { startSession } from './sessions/sessions.service';
import { hasSecondFactor, startPendingLogin } from './totp/totp.service';

// The auth module's door: login and registration, and what other modules, the composition, the jobs, the CLI and
// the start-up use from its parts (sessions, passwords, captcha, e-mail confirmation, the second factor).

export {
  SESSION_CHANGES_CHANNEL,
  createSession,
  deleteUserSessions,
  findSession,
  pruneSessions,
  type NewSession,
} from './sessions/sessions.service';
export { hashPassword, prunePasswordResets, type SignOutStep } from './passwords/passwords.service';
export { pruneUsedCaptchas } from './captcha/captcha.service';
export { pruneEmailConfirmations } from './email-confirmation/email-confirmation.service';
export { prunePendingLogins } from './totp/totp.service';
export { adminTakeoverWarning, ensureAdminAccount, resetAdminSecondFactor } from './admin-account.service';

/**
 * Checks the credentials. Unknown e-mail and wrong password give the same 401 after the same work
 * (argon2 runs either way), so the answer does not tell which accounts exist. A suspension whose end has passed is
 * lifted here, with the other areas' `suspensionSteps`.
 */
export async function authenticate(db: Db, input: LoginInput, suspensionSteps: readonly SuspensionStep[]) {
  const user = await findAccountByEmail(db, input.username);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new HttpError(401, authMessages.invalidCredentials);
  // Only after the password: the refusal tells a suspension to the account's owner, not to anyone typing an e-mail.
  await assertNotSuspended(db, user.id, new Date(), suspensionSteps);
  return user;
}

const ACCOUNT_EXISTS = 'An account with this email already exists. Try logging in or resetting your password.';

/** Creates the account (password checked against the common list, avatar claimed), unconfirmed, and queues its confirmation link. */
export async function register(db: Db, config: AppConfig, input: RegisterInput) {
  assertDisplayNameAllowed(input.displayName);
  assertStrongPassword(input.password, input.username);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await claimRegistrationAvatar(tx, input.avatar);
    const user = await createAccount(tx, {
      username: input.username,
      displayName: input.displayName,
      avatar: input.avatar,
      passwordHash,
    });
    // Named on the e-mail field, so the form can show which field to change.
    if (!user) throw new HttpError(409, ACCOUNT_EXISTS, { errors: { username: ACCOUNT_EXISTS } });
    // No welcome with the display name: whoever registered may not own the address (decision 018). The one mail is
    // the confirmation link, with nothing they wrote in it.
    await sendConfirmationMail(tx, config, user);
    return user;
  });
}

/** Re-hashes an old-style hash after a successful login (parameters changed since it was made). */
export async function upgradeHashIfNeeded(db: Db, userId: number, storedHash: string, password: string): Promise<void> {
  if (storedHash.startsWith(CURRENT_HASH_PREFIX)) return;
  await setPasswordHash(db, userId, await hashPassword(password));
}

/**
 * Logs in: checks the credentials, refreshes an old hash, and starts a new session in place of the request's. An
 * account with a second factor gets no session yet: a pending login waits for its code (decision 042).
 */
export async function logIn(
  db: Db,
  input: LoginInput,
  previousSessionId: string | null,
  suspensionSteps: readonly SuspensionStep[],
  now = new Date(),
) {
  const user = await authenticate(db, input, suspensionSteps);
  await upgradeHashIfNeeded(db, user.id, user.passwordHash, input.password);
  if (await hasSecondFactor(db, user.id)) {
    return { user, session: null, pending: await startPendingLogin(db, user.id, now) };
  }
  const session = await startSession(db, user.id, previousSessionId);
  return { user, session, pending: null };
}

/** Registers: the captcha first, then the account, then its first session. */
export async function registerMember(
  db: Db,
  config: AppConfig,
  input: RegisterInput,
  request: { captchaToken: string | undefined; ip: string; previousSessionId: string | null },
) {
  await assertCaptcha(db, config, request.captchaToken, request.ip);
  const user = await register(db, config, input);
  const session = await startSession(db, user.id, request.previousSessionId);
  return { user, session };
}
