import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { authMessages, confirmsAccountDeletion } from '../../../common/schemas/auth';
import { HttpError, badRequest, notFound } from '../../http-error';
import { enqueueMail } from '../../mail/outbox';
import { removeUploadedAvatar } from '../avatars/avatars.service';
import { setPasswordHash } from '../auth/auth.service';
import { passwordChangedMail } from '../auth/password-reset.service';
import { assertStrongPassword, hashPassword, verifyPassword } from '../auth/passwords';
import { deleteUserSessions } from '../auth/sessions';
import { countAllUsers, deleteUserById, findAvatar, findPublicUserById, findUserById, updateAvatar } from './users.queries';

/** Changes the password after checking the current one; every other session of the member ends. */
export async function changePassword(db: Db, config: AppConfig, userId: number, keepSessionId: string | null, currentPassword: string, newPassword: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new HttpError(400, 'Current password is incorrect', { errors: { currentPassword: 'Current password is incorrect' } });
  }
  if (currentPassword === newPassword) throw badRequest('Please choose a new password that differs from the current one.', { newPassword: 'Please choose a new password that differs from the current one.' });
  assertStrongPassword(newPassword, user.username);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await deleteUserSessions(tx, userId, keepSessionId ?? undefined);
    await enqueueMail(tx, { to: user.username, subject: 'Your KindRipple password was changed', ...passwordChangedMail(config, user.displayName) });
  });
}

/** Sets the member's avatar, removing the file of a previous upload. */
export async function setAvatar(db: Db, config: AppConfig, userId: number, avatar: string): Promise<string> {
  const before = await findAvatar(db, userId);
  await updateAvatar(db, { userId, avatar });
  if (before?.avatar && before.avatar !== avatar) await removeUploadedAvatar(config, before.avatar);
  return avatar;
}

/**
 * Deletes the account now: the row goes and, with it (foreign keys cascade), sessions, reset links and
 * everything else that belongs only to the member; an uploaded avatar file is removed too.
 */
export async function deleteAccount(db: Db, config: AppConfig, userId: number, typedUsername: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  if (!confirmsAccountDeletion(typedUsername, user.username)) throw badRequest(authMessages.deleteConfirm, { username: authMessages.deleteConfirm });
  await deleteUserById(db, userId);
  await removeUploadedAvatar(config, user.avatar);
}

/** Public fields of a member for GET /api/users/{id}: never the e-mail, role or points. */
export async function getPublicUser(db: Db, id: number) {
  const row = await findPublicUserById(db, id);
  if (!row) throw notFound('This user profile could not be found or is no longer available.');
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** How many accounts exist (the home page's Kindness Ambassadors, before the admin's starting number). */
export function countUsers(db: Db): Promise<number> {
  return countAllUsers(db);
}
