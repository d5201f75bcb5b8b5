import { and, asc, count, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connectionProfiles, users } from '../../db/schema';

/** The columns of the admin user table (never the password hash). */
const adminColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  heldDisplayName: users.heldDisplayName,
  avatar: users.avatar,
  points: users.points,
  role: users.role,
  createdAt: users.createdAt,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
  underAgeAnsweredAt: users.underAgeAnsweredAt,
  hasHelpProfile: sql<boolean>`exists (select 1 from ${connectionProfiles} where ${connectionProfiles.userId} = ${users.id})`,
};

export type AdminUserRow = Awaited<ReturnType<typeof findAdminUser>> & object;

/** `text` as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of accounts sorted by id, optionally those whose name or e-mail contains `search`, with the total. */
export async function findAdminUsersPage(db: Db, params: { page: number; pageSize: number; search?: string }) {
  const where: SQL | undefined = params.search
    ? or(ilike(users.displayName, containing(params.search)), ilike(users.username, containing(params.search)))
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(adminColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

/** One account as the admin table shows it. */
export async function findAdminUser(db: Db, id: number) {
  const [row] = await db.select(adminColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Marks an account suspended from `at` (whole milliseconds, so it compares equal once read back); false when gone. */
export async function markSuspended(db: Db, params: { userId: number; at: Date; until: Date | null; reason: string }) {
  const rows = await db
    .update(users)
    .set({ suspendedAt: params.at, suspendedUntil: params.until, suspensionReason: params.reason })
    .where(eq(users.id, params.userId))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Clears a suspension; answers when it had started (none when the account was not suspended). */
export async function clearSuspension(db: Db, userId: number) {
  const [before] = await db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
    .for('no key update');
  if (!before?.suspendedAt) return undefined;
  await db
    .update(users)
    .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
    .where(eq(users.id, userId));
  return before.suspendedAt;
}

/** The suspension of an account, if any: when it started, until when, why. */
export async function findSuspension(db: Db, userId: number) {
  const [row] = await db
    .select({
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.suspendedAt ? row : undefined;
}
