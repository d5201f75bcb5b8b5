import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { removeUpload } from '../uploads/uploads.service';
import {
  countAllUsers,
  deleteUnconfirmedMembersBefore,
  findUserById,
  findUserByUsername,
  findUsersByIds,
  insertUserIfNew,
  insertUsersIfNew,
  markEmailVerified,
  updatePasswordHash,
  updateRole,
  type NewUserValues,
} from './users.queries';

// The users module owns the users table: every other module (auth, the demo seed, the admin set-up) creates,
// reads and changes accounts through these functions.

/** What a new account is made of. */
export type NewAccount = NewUserValues;

/** An account with its password hash, as the account flows (login, reset, admin set-up) need it. */
export type Account = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** The account with this id, or undefined. */
export function findAccountById(db: Db, id: number): Promise<Account | undefined> {
  return findUserById(db, id);
}

/** The account with this e-mail (any letter case), or undefined. */
export function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  return findUserByUsername(db, email);
}

/** Creates an account; undefined when the e-mail already has one (checked atomically by the database). */
export function createAccount(db: Db, account: NewAccount): Promise<Account | undefined> {
  return insertUserIfNew(db, account);
}

/** Creates the accounts whose e-mail has none yet (the demo members); answers how many were created. */
export function createAccountsIfNew(db: Db, accounts: NewAccount[]): Promise<number> {
  return insertUsersIfNew(db, accounts);
}

/** Stores a new password hash; answers the account's e-mail, display name and whether it is confirmed (undefined when it is gone). */
export function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  return updatePasswordHash(db, { userId, passwordHash });
}

/** Gives an account a role and, when given, a new password hash (the admin set-up). */
export function setRole(db: Db, params: { userId: number; role: 'member' | 'admin'; passwordHash?: string }) {
  return updateRole(db, params);
}

/** How many accounts exist (the home page's Kindness Ambassadors, before the admin's starting number). */
export function countUsers(db: Db): Promise<number> {
  return countAllUsers(db);
}

/** Marks the account's address confirmed (the confirmation link, the admin set-up); true when it was not before. */
export function confirmAccountEmail(db: Db, userId: number): Promise<boolean> {
  return markEmailVerified(db, userId);
}

/**
 * The one way mail reaches a member: queued (in the caller's transaction) only when the member confirmed the
 * address, so nobody can have us write to a stranger's address by registering it (decision 018). Answers whether
 * it was queued. The confirmation link itself is the one mail an unconfirmed address gets, and it is not sent
 * through here.
 */
export async function mailAccount(
  db: Db,
  account: { username: string; emailVerified: boolean },
  mail: Omit<OutgoingMail, 'to'>,
): Promise<boolean> {
  if (!account.emailVerified) return false;
  await enqueueMail(db, { ...mail, to: account.username });
  return true;
}

/** How long a new account may stay unconfirmed before housekeeping removes it. */
export const UNCONFIRMED_ACCOUNT_KEEP_MS = 7 * 24 * 60 * 60_000;

/**
 * Removes the members who registered more than `olderThanMs` ago and never confirmed their address, as account
 * deletion does (the row and everything that cascades with it, and an uploaded avatar's file). Accounts made
 * before confirmation existed count as confirmed (migration 0008), so they are never removed. Answers how many went.
 */
export async function pruneUnconfirmedAccounts(
  db: Db,
  config: AppConfig,
  olderThanMs = UNCONFIRMED_ACCOUNT_KEEP_MS,
): Promise<number> {
  const gone = await deleteUnconfirmedMembersBefore(db, new Date(Date.now() - olderThanMs));
  for (const member of gone) await removeUpload(config, member.avatar);
  return gone.length;
}

/** Members by id as other areas show them (name, avatar) or mail them (address, whether confirmed). */
export function findMembersByIds(db: Db, ids: number[]) {
  return findUsersByIds(db, [...new Set(ids)]);
}

/** A member as other areas show or mail them, or undefined. */
export async function findMemberById(db: Db, id: number) {
  const [row] = await findUsersByIds(db, [id]);
  return row;
}
