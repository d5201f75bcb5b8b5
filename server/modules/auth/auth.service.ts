import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { authMessages, type LoginInput, type RegisterInput } from '../../../common/schemas/auth';
import { HttpError, badRequest, notFound } from '../../http-error';
import { claimRegistrationAvatar } from '../avatars/avatars.service';
import {
  assertDisplayNameAllowed,
  createAccount,
  findAccountByEmail,
  findAccountById,
  mailAccount,
  setPasswordHash,
} from '../users/users.service';
import { assertNotSuspended } from '../users/users.suspension.service';
import { assertCaptcha } from './captcha.service';
import { sendConfirmationMail } from './email-confirmation.service';
import { PASSWORD_CHANGED_SUBJECT, passwordChangedMail } from './password-reset.service';
import { CURRENT_HASH_PREFIX, assertStrongPassword, hashPassword, verifyPassword } from './passwords.service';
import { createSession, deleteSession, deleteUserSessions } from './sessions.service';
import { hasSecondFactor, startPendingLogin } from './totp.service';

/**
 * Checks the credentials. Unknown e-mail and wrong password give the same 401 after the same work
 * (argon2 runs either way), so the answer does not tell which accounts exist.
 */
export async function authenticate(db: Db, input: LoginInput) {
  const user = await findAccountByEmail(db, input.username);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new HttpError(401, authMessages.invalidCredentials);
  // Only after the password: the refusal tells a suspension to the account's owner, not to anyone typing an e-mail.
  await assertNotSuspended(db, user.id, new Date());
  return user;
}

/** Starts a new session (a new token every time: no fixation), ending the one the request came with. */
export async function startSession(db: Db, userId: number, previousSessionId: string | null) {
  if (previousSessionId) await deleteSession(db, previousSessionId);
  return createSession(db, userId);
}

/** Ends the session a request came with, if any (logout). */
export async function endSession(db: Db, sessionId: string | null): Promise<void> {
  if (sessionId) await deleteSession(db, sessionId);
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
export async function logIn(db: Db, input: LoginInput, previousSessionId: string | null, now = new Date()) {
  const user = await authenticate(db, input);
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
