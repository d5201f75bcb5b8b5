import type { Db } from '../../db/client';
import { deleteSessionById, deleteSessionsOfUser, deleteStaleSessions, findLiveSession, insertSession, touchSession } from './auth.queries';
import { hashToken, looksLikeToken, newToken } from './tokens';

/** A session ends after 7 days without a request... */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
/** ...and 30 days after login, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface SessionUser {
  id: number;
  username: string;
  displayName: string;
  avatar: string | null;
  points: number;
  role: 'member' | 'admin';
}

/** Creates a session for the user and returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Db, userId: number): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = newToken();
  const id = hashToken(token);
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await insertSession(db, { id, userId, expiresAt });
  return { token, id, expiresAt };
}

/** The live session and its user for a cookie token, or null (unknown, idle too long, or past its end). */
export async function findSession(db: Db, token: unknown): Promise<{ id: string; user: SessionUser } | null> {
  if (!looksLikeToken(token)) return null;
  const id = hashToken(token);
  const idleCutoff = new Date(Date.now() - SESSION_IDLE_MS);
  const row = await findLiveSession(db, { id, idleCutoff });
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, id);
  }
  return { id: row.id, user: row.user };
}

/** Ends one session (logout). */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await deleteSessionById(db, id);
}

/** Ends every session of a user, except `keepId` when given (password change keeps the current one). */
export async function deleteUserSessions(db: Db, userId: number, keepId?: string): Promise<void> {
  await deleteSessionsOfUser(db, { userId, keepId });
}

/** Removes sessions past their end or idle for too long. */
export async function pruneSessions(db: Db): Promise<number> {
  const idleCutoff = new Date(Date.now() - SESSION_IDLE_MS);
  return deleteStaleSessions(db, idleCutoff);
}
