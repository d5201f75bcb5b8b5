import { emailAddress, newPassword } from '../../../common/schemas/auth';
import type { Db } from '../../db/client';
import { findUserByUsername, insertUserIfNew, spendOpenResets, updateAdminAccount } from './auth.queries';
import { assertStrongPassword, hashPassword } from './passwords';
import { deleteUserSessions } from './sessions';

export interface EnsureAdminResult {
  /**
   * `created`: a new account; `promoted`: an existing member became admin; `updated`: an existing admin got the
   * operator's password (create-admin); `unchanged`: already an admin (start-up only).
   */
  action: 'created' | 'promoted' | 'unchanged' | 'updated';
  id: number;
}

/**
 * Makes sure the account with this e-mail is an admin whose password is the operator's. A missing account
 * is created. Registration never proves who owns an address, so an existing account may belong to whoever
 * registered it first: whenever its role or password changes here, its password becomes the operator's and
 * all its sessions (and open reset links) end, so nobody keeps a way in that the operator did not give.
 * At start-up an account that is already an admin is left alone (restarts keep the admin signed in, with the
 * password they may have changed in the app);
 * `resetPassword` (the CLI, an explicit operator action) always sets the password and ends the sessions.
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
  let existing = await findUserByUsername(db, email);
  if (!existing) {
    const passwordHash = await hashPassword(opts.password);
    const created = await db.transaction(async (tx) => {
      const row = await insertUserIfNew(tx, { username: email, passwordHash, displayName: opts.displayName ?? 'KindRipple Admin', avatar: '/avatars/1.png' });
      if (row) await updateAdminAccount(tx, row.id, { role: 'admin' });
      return row;
    });
    if (created) return { action: 'created', id: created.id };
    // Someone registered the address between the lookup and the insert: it is an existing account after all.
    existing = await findUserByUsername(db, email);
    if (!existing) throw new Error(`The account ${email} appeared and disappeared while it was being set up; run again.`);
  }
  const wasAdmin = existing.role === 'admin';
  // Only the set-up makes admins, so an admin account is the operator's own: its password is theirs to change.
  if (wasAdmin && !opts.resetPassword) return { action: 'unchanged', id: existing.id };
  const passwordHash = await hashPassword(opts.password);
  const userId = existing.id;
  await db.transaction(async (tx) => {
    await updateAdminAccount(tx, userId, { role: 'admin', passwordHash });
    await deleteUserSessions(tx, userId);
    await spendOpenResets(tx, userId);
  });
  return { action: wasAdmin ? 'updated' : 'promoted', id: userId };
}

/**
 * The operator's warning when the set-up took over an existing account (no secrets in it), or null when
 * there is nothing to warn about. `passwordSource` names where the new password came from.
 */
export function adminTakeoverWarning(email: string, result: EnsureAdminResult, passwordSource: string): string | null {
  if (result.action === 'promoted') {
    return (
      `admin account ${email}: an existing member account (id ${result.id}) was promoted to admin; all its sessions were ended ` +
      `and its password replaced with ${passwordSource}. Whoever registered it keeps nothing but its profile and content: check them.`
    );
  }
  if (result.action === 'updated') {
    return `admin account ${email}: its password was replaced with ${passwordSource} and all its sessions were ended.`;
  }
  return null;
}
