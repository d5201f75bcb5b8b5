import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { authMessages, type LoginInput, type RegisterInput } from '../../../common/schemas/auth';
import { HttpError } from '../../http-error';
import { renderBrandedMail } from '../../mail/layout';
import { enqueueMail } from '../../mail/outbox';
import { claimRegistrationAvatar } from '../avatars/avatars.service';
import { findUserByUsername, insertUserIfNew, replacePasswordHash } from './auth.queries';
import { assertCaptcha } from './captcha';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords';
import { createSession, deleteSession } from './sessions';

/**
 * Checks the credentials. Unknown e-mail and wrong password give the same 401 after the same work
 * (argon2 runs either way), so the answer does not tell which accounts exist.
 */
export async function authenticate(db: Db, input: LoginInput) {
  const user = await findUserByUsername(db, input.username);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new HttpError(401, authMessages.invalidCredentials);
  return user;
}

/** Starts a new session (a new token every time: no fixation), ending the one the request came with. */
export async function startSession(db: Db, userId: number, previousSessionId: string | null) {
  if (previousSessionId) await deleteSession(db, previousSessionId);
  return createSession(db, userId);
}

const ACCOUNT_EXISTS = 'An account with this email already exists. Try logging in or resetting your password.';

/** Creates the account (password checked against the common list, avatar claimed) and its first session. */
export async function register(db: Db, config: AppConfig, input: RegisterInput) {
  assertStrongPassword(input.password, input.username);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await claimRegistrationAvatar(tx, input.avatar);
    const user = await insertUserIfNew(tx, { username: input.username, displayName: input.displayName, avatar: input.avatar, passwordHash });
    // Named on the e-mail field, so the form can show which field to change.
    if (!user) throw new HttpError(409, ACCOUNT_EXISTS, { errors: { username: ACCOUNT_EXISTS } });
    const welcome = renderBrandedMail({
      preheader: 'Welcome to KindRipple',
      heading: `Welcome, ${user.displayName}!`,
      paragraphs: ['Thank you for joining a community that spreads kindness.', 'Take on a kindness challenge, start a ripple, or find someone to support.'],
      action: { label: 'Visit KindRipple', url: `${config.publicUrl}/` },
      footerNote: 'You are receiving this because an account was created with this address.',
    });
    await enqueueMail(tx, { to: user.username, subject: 'Welcome to KindRipple', ...welcome });
    return user;
  });
}

/** Stores a new password hash for an account (the one place password hashes are written outside a reset). */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await replacePasswordHash(db, { userId, passwordHash });
}

/** Re-hashes an old-style hash after a successful login (parameters changed since it was made). */
export async function upgradeHashIfNeeded(db: Db, userId: number, storedHash: string, password: string): Promise<void> {
  if (storedHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')) return;
  await setPasswordHash(db, userId, await hashPassword(password));
}

/** Logs in: checks the credentials, refreshes an old hash, and starts a new session in place of the request's. */
export async function logIn(db: Db, input: LoginInput, previousSessionId: string | null) {
  const user = await authenticate(db, input);
  await upgradeHashIfNeeded(db, user.id, user.passwordHash, input.password);
  const session = await startSession(db, user.id, previousSessionId);
  return { user, session };
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
