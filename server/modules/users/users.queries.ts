import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The member with this id, with the password hash (for checks before changing the account). */
export async function findUserById(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, displayName: users.displayName, avatar: users.avatar, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
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
    .select({ id: users.id, displayName: users.displayName, avatar: users.avatar, createdAt: users.createdAt })
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
