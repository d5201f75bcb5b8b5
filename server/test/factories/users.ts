import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../modules/auth/auth.service';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;

/** A new address nobody else in the run uses (the one e-mail maker of the tests). */
/**
 * The id in letters only (each digit as a letter), for default display names: a name of digits and letters from the
 * clock can read as a phone number to the contact guard, and the start-up sweep would then hold it.
 */
const lettersOf = (id: string) => id.replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]!);

export const uniqueEmail = (prefix = 'member') => `${prefix}-${unique()}@example.test`;

export interface BuildUserOptions {
  username?: string;
  displayName?: string;
  /** A password that logs in (hashed with argon2id, as registration does); without it nothing logs in. */
  password?: string;
  passwordHash?: string;
  points?: number;
  role?: 'member' | 'admin';
  avatar?: string | null;
  /** Whether the address is confirmed (default true, as every account made before confirmation existed). */
  emailVerified?: boolean;
}

/** A member in the database (a unique e-mail unless given), returned as its row. */
export async function buildUser(db: Db, opts: BuildUserOptions = {}) {
  const id = unique();
  const passwordHash = opts.password ? await hashPassword(opts.password) : (opts.passwordHash ?? '!no-login');
  const [row] = await db
    .insert(users)
    .values({
      username: (opts.username ?? uniqueEmail()).toLowerCase(),
      displayName: opts.displayName ?? `Member ${lettersOf(id)}`,
      passwordHash,
      points: opts.points ?? 0,
      role: opts.role ?? 'member',
      avatar: opts.avatar === undefined ? null : opts.avatar,
      emailVerifiedAt: opts.emailVerified === false ? null : new Date(),
    })
    .returning();
  return row;
}

export type BuiltUser = Awaited<ReturnType<typeof buildUser>>;
