import { emailAddress, newPassword } from '../../../common/schemas/auth';
import type { Db } from '../../db/client';
import { findUserRoleByUsername, insertAdminUser, updateAdminAccount, type AdminAccountChanges } from './auth.queries';
import { assertStrongPassword, hashPassword } from './passwords';

export interface EnsureAdminResult {
  action: 'created' | 'promoted' | 'unchanged' | 'updated';
  id: number;
}

/**
 * Makes sure an admin account with this e-mail exists. A missing account is created with the password;
 * an existing one gets the admin role. Its password is replaced only with `resetPassword` (the CLI), so
 * ADMIN_PASSWORD at every start never undoes a password the admin changed since.
 */
export async function ensureAdminAccount(db: Db, opts: { email: string; password: string; displayName?: string; resetPassword?: boolean }): Promise<EnsureAdminResult> {
  const email = emailAddress.parse(opts.email);
  const checked = newPassword.safeParse(opts.password);
  if (!checked.success) throw new Error(`The admin password is not acceptable: ${checked.error.issues[0]?.message}`);
  try {
    assertStrongPassword(opts.password, email);
  } catch (err) {
    throw new Error(`The admin password is not acceptable: ${(err as Error).message}`);
  }
  const existing = await findUserRoleByUsername(db, email);
  if (existing) {
    const set: AdminAccountChanges = {};
    if (existing.role !== 'admin') set.role = 'admin';
    if (opts.resetPassword) set.passwordHash = await hashPassword(opts.password);
    if (Object.keys(set).length === 0) return { action: 'unchanged', id: existing.id };
    await updateAdminAccount(db, existing.id, set);
    return { action: existing.role !== 'admin' ? 'promoted' : 'updated', id: existing.id };
  }
  const passwordHash = await hashPassword(opts.password);
  const row = await insertAdminUser(db, { username: email, passwordHash, displayName: opts.displayName ?? 'KindRipple Admin', avatar: '/avatars/1.png' });
  return { action: 'created', id: row.id };
}
