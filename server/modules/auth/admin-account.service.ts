import { emailAddress } from '../../../common/schemas/account';
import { newPassword } from '../../../common/schemas/passwords';
import type { Db } from '../../db/client';
import { confirmAccountEmail, createAccount, findAccountByEmail, setRole } from '../users/users.service';
import { assertStrongPassword, hashPassword, spendResetLinks } from './passwords/passwords.service';
import { deleteUserSessions } from './sessions/sessions.service';
import { resetSecondFactor } from './totp/totp.service';

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
export async function ensureAdminAccount(
  db: Db,
  opts: { email: string; password: string; displayName?: string; resetPassword?: boolean },
): Promise<EnsureAdminResult> {
  const email = emailAddress.parse(opts.email);
  const checked = newPassword.safeParse(opts.password);
  if (!checked.success) throw new Error(`The admin password is not acceptable: ${checked.error.issues[0]?.message}`);
  try {
    assertStrongPassword(opts.password, email);
  } catch (err) {
    throw new Error(`The admin password is not acceptable: ${(err as Error).message}`);
  }
  let existing = await findAccountByEmail(db, email);
  if (!existing) {
    const passwordHash = await hashPassword(opts.password);
    const created = await createAccount(db, {
      username: email,
      passwordHash,
      displayName: opts.displayName ?? 'KindRipple Admin',
      avatar: '/avatars/1.png',
      role: 'admin',
      // The operator named this address: it counts as confirmed (decision 018).
      emailVerifiedAt: new Date(),
    });
    if (created) return { action: 'created', id: created.id };
    // Someone registered the address between the lookup and the insert: it is an existing account after all.
    existing = await findAccountByEmail(db, email);
    if (!existing)
      throw new Error(`The account ${email} appeared and disappeared while it was being set up; run again.`);
  }
  const wasAdmin = existing.role === 'admin';
  // Only the set-up makes admins, so an admin account is the operator's own: its password is theirs to change.
  if (wasAdmin && !opts.resetPassword) {
    await confirmAccountEmail(db, existing.id);
    return { action: 'unchanged', id: existing.id };
  }
  const passwordHash = await hashPassword(opts.password);
  const userId = existing.id;
  await db.transaction(async (tx) => {
    await setRole(tx, { userId, role: 'admin', passwordHash });
    // Taken over, the address is the operator's: confirmed, whoever registered it (decision 018).
    await confirmAccountEmail(tx, userId);
    await deleteUserSessions(tx, userId);
    await spendResetLinks(tx, userId);
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

/**
 * `create-admin --reset-2fa`: removes the second factor of the account with this e-mail (its authenticator was lost
 * with its recovery codes). Answers what happened, for the operator; throws for an unknown account.
 */
export async function resetAdminSecondFactor(db: Db, email: string): Promise<string> {
  const address = emailAddress.parse(email);
  const account = await findAccountByEmail(db, address);
  if (!account) throw new Error(`There is no account ${address}.`);
  const removed = await resetSecondFactor(db, account.id);
  return removed
    ? `Second factor of ${address} removed (id ${account.id}): they sign in with the password alone and can enrol again on /profile.`
    : `${address} (id ${account.id}) had no second factor: nothing changed.`;
}
