import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { asDate, runPrepared } from '../../../db/prepared';
import type { SessionUser } from '../../../plugins/session';
import { sessions, users } from '../../../db/schema';

/** Stores a session under the hash of its token. */
export async function insertSession(db: Db, params: { id: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values({ id: params.id, userId: params.userId, expiresAt: params.expiresAt });
}

/**
 * The session with this id and its member, unless it is past its end or was last seen before `idleCutoff`. It runs
 * on every signed-in request, so the member's row is read in the same statement (a join, read only: the users
 * module owns that table and every change to it).
 */
export async function findLiveSession(db: Db, params: { id: string; idleCutoff: Date }) {
  // One named prepared statement (server/db/prepared.ts): parsed and planned once per pooled connection.
  const [row] = await runPrepared<
    { id: string; lastSeenAt: unknown; expiresAt: unknown; userId: number } & Omit<SessionUser, 'id'>
  >(
    db,
    'session_live',
    sql`
      select s.id, s.last_seen_at as "lastSeenAt", s.expires_at as "expiresAt",
             u.id as "userId", u.username, u.display_name as "displayName", u.avatar, u.points, u.role,
             u.email_verified_at is not null as "emailVerified",
             u.held_display_name is not null as "nameNeedsChange"
      from ${sessions} s join ${users} u on u.id = s.user_id
      where s.id = ${params.id} and s.expires_at > now() and s.last_seen_at > ${params.idleCutoff.toISOString()}::timestamptz
      limit 1`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    lastSeenAt: asDate(row.lastSeenAt),
    expiresAt: asDate(row.expiresAt),
    user: {
      id: Number(row.userId),
      username: row.username,
      displayName: row.displayName,
      avatar: row.avatar,
      points: Number(row.points),
      role: row.role,
      emailVerified: row.emailVerified === true,
      nameNeedsChange: row.nameNeedsChange === true,
    },
  };
}

/** Marks a session as seen now. */
export async function touchSession(db: Db, id: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
}

/** Deletes one session. */
export async function deleteSessionById(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Deletes every session of a user, except `keepId` when given. */
export async function deleteSessionsOfUser(db: Db, params: { userId: number; keepId?: string }): Promise<void> {
  await db
    .delete(sessions)
    .where(
      params.keepId
        ? and(eq(sessions.userId, params.userId), ne(sessions.id, params.keepId))
        : eq(sessions.userId, params.userId),
    );
}

/** Deletes sessions past their end or last seen before `idleCutoff`; returns how many went. */
export async function deleteStaleSessions(db: Db, idleCutoff: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleCutoff)))
    .returning({ id: sessions.id });
  return rows.length;
}
