import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { users } from '../db/schema';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;

export interface BuildUserOptions {
  username?: string;
  displayName?: string;
  passwordHash?: string;
  points?: number;
  role?: 'member' | 'admin';
  avatar?: string | null;
}

/** Inserts a member straight into the database and returns the row. */
export async function buildUser(db: Db, opts: BuildUserOptions = {}) {
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({
      username: (opts.username ?? `member-${id}@example.test`).toLowerCase(),
      displayName: opts.displayName ?? `Member ${id}`,
      passwordHash: opts.passwordHash ?? '!no-login',
      points: opts.points ?? 0,
      role: opts.role ?? 'member',
      avatar: opts.avatar === undefined ? null : opts.avatar,
    })
    .returning();
  return row;
}
