import type { Db } from '../../../db/client';
import type { FoundSession } from '../../../plugins/session';
import {
  deleteSessionById,
  deleteSessionsOfUser,
  deleteStaleSessions,
  findLiveSession,
  insertSession,
  touchSession,
} from './sessions.queries';
import { hashToken, looksLikeToken, newToken } from '../../../lib/tokens';

/**
 * The channel the database notifies on, with the member's id, when a session of theirs ends or their account
 * changes in a way a session carries (migration 0020): every instance then forgets what it kept (decision 051).
 */
export const SESSION_CHANGES_CHANNEL = 'kr_session_changes';

/** A session ends after 7 days without a request... */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
/** ...and 30 days after login, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
/** An admin's session ends sooner: after 30 minutes without a request (decision 042). */
export const ADMIN_SESSION_IDLE_MS = 30 * 60_000;
/** lastSeenAt is written at most this often, so reads stay reads (each minute for admins, whose idle end is near). */
const TOUCH_EVERY_MS = 5 * 60_000;
const ADMIN_TOUCH_EVERY_MS = 60_000;

/** A new session: the token for the cookie (only its hash is stored), the hash that names it, its end. */
export interface NewSession {
  token: string;
  id: string;
  expiresAt: Date;
}

/** Creates a session for the user and returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Db, userId: number): Promise<NewSession> {
  const token = newToken();
  const id = hashToken(token);
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await insertSession(db, { id, userId, expiresAt });
  return { token, id, expiresAt };
}

/**
 * The live session and its member for a cookie token, or null (unknown, idle too long, or past its end; an admin's
 * idle for over 30 minutes ends here). The
 * session plugin is given this at registration.
 */
export async function findSession(db: Db, token: unknown): Promise<FoundSession | null> {
  if (!looksLikeToken(token)) return null;
  const id = hashToken(token);
  const idleCutoff = new Date(Date.now() - SESSION_IDLE_MS);
  const row = await findLiveSession(db, { id, idleCutoff });
  if (!row) return null;
  const idleFor = Date.now() - row.lastSeenAt.getTime();
  if (row.user.role === 'admin' && idleFor > ADMIN_SESSION_IDLE_MS) {
    await deleteSessionById(db, id);
    return null;
  }
  if (idleFor > (row.user.role === 'admin' ? ADMIN_TOUCH_EVERY_MS : TOUCH_EVERY_MS)) {
    await touchSession(db, id);
  }
  return { id: row.id, user: row.user, expiresAt: row.expiresAt };
}

/** Ends one session (logout). */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await deleteSessionById(db, id);
}

/** Starts a new session (a new token every time: no fixation), ending the one the request came with. */
export async function startSession(db: Db, userId: number, previousSessionId: string | null): Promise<NewSession> {
  if (previousSessionId) await deleteSession(db, previousSessionId);
  return createSession(db, userId);
}

/** Ends the session a request came with, if any (logout). */
export async function endSession(db: Db, sessionId: string | null): Promise<void> {
  if (sessionId) await deleteSession(db, sessionId);
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
