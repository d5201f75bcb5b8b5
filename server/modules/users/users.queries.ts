import { and, asc, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { NAMELESS_MEMBER } from '../../../common/names';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** An account as the account flows need it (login, reset, admin set-up): with its password hash. */
const accountColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatar: users.avatar,
  points: users.points,
  role: users.role,
  passwordHash: users.passwordHash,
  createdAt: users.createdAt,
  /** Whether the member confirmed the address (only confirmed addresses get mail but the confirmation link). */
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  /** Whether the display name is held for carrying contact details (decision 054). */
  nameNeedsChange: sql<boolean>`${users.heldDisplayName} is not null`,
};

/** The account with this id, with its password hash. */
export async function findUserById(db: Db, id: number) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account with this e-mail (lower-cased before the lookup), with its password hash. */
export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(users.username, username.trim().toLowerCase()))
    .limit(1);
  return row;
}

/** The columns a new account may be given; everything else takes the table's defaults. */
export interface NewUserValues {
  username: string;
  displayName: string;
  avatar: string | null;
  passwordHash: string;
  role?: 'member' | 'admin';
  points?: number;
  /** When the address was confirmed; left out, the account starts unconfirmed (a registration). */
  emailVerifiedAt?: Date | null;
}

/** Creates an account unless the e-mail is taken; answers the new row, or nothing when it was taken. */
export async function insertUserIfNew(db: Db, values: NewUserValues) {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.username })
    .returning(accountColumns);
  return row;
}

/** Creates the accounts whose e-mail is not taken yet; answers how many were created. */
export async function insertUsersIfNew(db: Db, rows: NewUserValues[]): Promise<number> {
  if (rows.length === 0) return 0;
  const created = await db
    .insert(users)
    .values(rows)
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id });
  return created.length;
}

/** Replaces the password hash of an account and returns its e-mail and display name (none when it is gone). */
export async function updatePasswordHash(db: Db, params: { userId: number; passwordHash: string }) {
  const [row] = await db
    .update(users)
    .set({ passwordHash: params.passwordHash })
    .where(eq(users.id, params.userId))
    .returning({
      username: users.username,
      displayName: users.displayName,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    });
  return row;
}

/** Sets the role and, when given, the password hash of an account. */
export async function updateRole(
  db: Db,
  params: { userId: number; role: 'member' | 'admin'; passwordHash?: string },
): Promise<void> {
  const changes = params.passwordHash
    ? { role: params.role, passwordHash: params.passwordHash }
    : { role: params.role };
  await db.update(users).set(changes).where(eq(users.id, params.userId));
}

/** The current avatar of a member (none when the member is gone). */
export async function findAvatar(db: Db, userId: number) {
  const [row] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
  return row;
}

/** Sets the avatar of a member. */
export async function updateAvatar(db: Db, params: { userId: number; avatar: string }): Promise<void> {
  await db.update(users).set({ avatar: params.avatar }).where(eq(users.id, params.userId));
}

/** Deletes a member's row; foreign keys cascade to everything that belongs only to the member. */
export async function deleteUserById(db: Db, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** The public fields of a member: never the e-mail, role or points. */
export async function findPublicUserById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      avatar: users.avatar,
      createdAt: users.createdAt,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Every account, counted. */
export async function countAllUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

/** Marks the address of an account confirmed (now), unless it already was; answers whether this call confirmed it. */
export async function markEmailVerified(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Deletes the members who never confirmed their address and registered before `cutoff` (one statement, so an
 * account confirmed meanwhile stays); answers each one's avatar, whose file the caller removes. Admins are never
 * touched. Foreign keys cascade to sessions, links and everything else that belongs only to the member.
 */
export async function deleteUnconfirmedMembersBefore(db: Db, cutoff: Date) {
  return db
    .delete(users)
    .where(and(isNull(users.emailVerifiedAt), eq(users.role, 'member'), lt(users.createdAt, cutoff)))
    .returning({ id: users.id, avatar: users.avatar });
}

/** Accounts by id with the fields other areas show or mail to (name, avatar, e-mail, confirmation). */
export async function findUsersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      avatar: users.avatar,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Gives a member a new display name and clears a held one; answers the account as it is now (none when it is gone). */
export async function updateDisplayName(db: Db, params: { userId: number; displayName: string }) {
  const [row] = await db
    .update(users)
    .set({ displayName: params.displayName, heldDisplayName: null })
    .where(eq(users.id, params.userId))
    .returning(accountColumns);
  return row;
}

/** A page of display names not held, in id order after `afterId` (the sweep of stored names). */
export function findUnheldDisplayNames(db: Db, params: { afterId: number; limit: number }) {
  return db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(and(gt(users.id, params.afterId), isNull(users.heldDisplayName)))
    .orderBy(asc(users.id))
    .limit(params.limit);
}

/**
 * Holds a member's display name: kept aside for the admins, 'Kind member' shown in its place. Only while the name is
 * still the one that was read and nothing is held, so a rename made meanwhile stands; answers whether it held.
 */
export async function holdDisplayName(db: Db, params: { userId: number; displayName: string }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ heldDisplayName: params.displayName, displayName: NAMELESS_MEMBER })
    .where(and(eq(users.id, params.userId), eq(users.displayName, params.displayName), isNull(users.heldDisplayName)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * The account's under-13 answer (when it was given, or null), read with the row locked for the rest of the
 * transaction, so an answer and a profile of the same account are decided one after the other.
 */
export async function lockUnderAgeAnswer(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: users.underAgeAnsweredAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row?.at ?? null;
}

/** The account's under-13 answer, or null. */
export async function findUnderAgeAnswer(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db.select({ at: users.underAgeAnsweredAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

/** Keeps the time of the account's first under-13 answer (a later one does not move it). */
export async function markUnderAgeAnswer(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ underAgeAnsweredAt: sql`coalesce(${users.underAgeAnsweredAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}

/** Clears the account's under-13 answer; answers when it had been given (null when there was none). */
export async function clearUnderAgeAnswer(db: Db, userId: number): Promise<Date | null> {
  const at = await lockUnderAgeAnswer(db, userId);
  if (!at) return null;
  await db.update(users).set({ underAgeAnsweredAt: null }).where(eq(users.id, userId));
  return at;
}
