import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../../config';

// The pending login (decision 042): how long the password step waits for the second one, and its cookie, set by the
// password step and read by the second.

/** How long the password step waits for the second one. */
export const PENDING_LOGIN_MS = 5 * 60_000;

/** `__Host-` prefix (https only, path /, no domain) when the public URL is https, as the session cookie. */
export function pendingLoginCookieName(config: AppConfig): string {
  return config.secureCookies ? '__Host-kr_pending_login' : 'kr_pending_login';
}

/** The pending-login cookie: HttpOnly, as short-lived as the pending login. */
export function setPendingLoginCookie(reply: FastifyReply, pending: { token: string }): void {
  const config = reply.server.config;
  reply.setCookie(pendingLoginCookieName(config), pending.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    maxAge: PENDING_LOGIN_MS / 1000,
  });
}

/** Forgets the pending login in the browser (it ended, or the second step passed). */
export function clearPendingLoginCookie(reply: FastifyReply): void {
  const config = reply.server.config;
  reply.clearCookie(pendingLoginCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
  });
}
