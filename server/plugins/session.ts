import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { unauthorized } from '../http-error';

/** The signed-in member a session stands for, as every request sees it. Role comes from the database. */
export interface SessionUser {
  id: number;
  username: string;
  displayName: string;
  avatar: string | null;
  points: number;
  role: 'member' | 'admin';
  /** Whether the member confirmed their e-mail address (the `verified` access level). */
  emailVerified: boolean;
}

/** A live session found for a cookie token: the hash that names it and its member. */
export interface FoundSession {
  id: string;
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member for this request, or null. Role comes from the database, never the client. */
    user: SessionUser | null;
    /** Hash of the session token, when signed in. */
    sessionId: string | null;
  }
}

/** What the session plugin is given at registration (by buildApp, from the auth module's sessions service). */
export interface SessionPluginOptions {
  /** The live session for a cookie value, or null (unknown, ended, or not shaped like a token). */
  findSession(db: Db, token: unknown): Promise<FoundSession | null>;
}

/** `__Host-` prefix (https only, path /, no domain) when the public URL is https. */
export function sessionCookieName(config: AppConfig): string {
  return config.secureCookies ? '__Host-kr_session' : 'kr_session';
}

/**
 * The signed-in hint (decision 049): a readable cookie, value `1`, that lives beside the session cookie so the web
 * app can skip `GET /api/user` for guests (whose 401 Chrome logs as a console error). It is no credential: it
 * carries nothing secret, the server never reads it to decide anything, and a hint that lies costs one request
 * (present without a session: the 401 as before; absent with one: it is set again on the next page load).
 */
export function sessionHintCookieName(config: AppConfig): string {
  return config.secureCookies ? '__Host-kr_signed_in' : 'kr_signed_in';
}

type CookieOptions = Parameters<FastifyReply['setCookie']>[2];

/** Session cookie: HttpOnly, SameSite=Lax, Secure over https. The hint: the same, but readable by the page. */
const sessionCookieOptions = (config: AppConfig, httpOnly: boolean): CookieOptions => ({
  path: '/',
  httpOnly,
  sameSite: 'lax',
  secure: config.secureCookies,
});

/** Sets the signed-in hint; with no maxAge it lasts as long as the browser session (set again on each page load). */
function setSessionHint(reply: FastifyReply, maxAge?: number): void {
  const config = reply.server.config;
  reply.setCookie(sessionHintCookieName(config), '1', { ...sessionCookieOptions(config, false), maxAge });
}

/** Sets the session cookie (HttpOnly, SameSite=Lax, Secure over https), living as long as the session, and its hint. */
export function setSessionCookie(reply: FastifyReply, session: { token: string; expiresAt: Date }): void {
  const config = reply.server.config;
  const maxAge = Math.max(0, Math.round((session.expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(sessionCookieName(config), session.token, { ...sessionCookieOptions(config, true), maxAge });
  setSessionHint(reply, maxAge);
}

/** Tells the browser to forget the session cookie and its hint. */
export function clearSessionCookie(reply: FastifyReply): void {
  const config = reply.server.config;
  reply.clearCookie(sessionCookieName(config), sessionCookieOptions(config, true));
  clearSessionHint(reply);
}

function clearSessionHint(reply: FastifyReply): void {
  const config = reply.server.config;
  reply.clearCookie(sessionHintCookieName(config), sessionCookieOptions(config, false));
}

/**
 * The signed-in member of a request. Who may call a route is its `config.access` (server/plugins/access.ts);
 * handlers of member routes read their member with this (a 401 if it is ever called without one).
 */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Reads the session cookie on API requests and sets request.user and request.sessionId (a cookie that names no
 * live session is cleared, with its hint). Page loads only keep the signed-in hint in step with the cookie. How a session is found is given at registration: plugins never import modules.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: SessionPluginOptions) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    const name = sessionCookieName(app.config);
    const hintName = sessionHintCookieName(app.config);

    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[name];
      const hinted = request.cookies[hintName] !== undefined;
      // Routes match case-insensitively, so the prefix test does too.
      if (!/^\/api(?:\/|\?|$)/i.test(request.url)) {
        // A page load (not a script, style or image): the hint follows the session cookie's presence. No lookup
        // here; the app's GET /api/user settles a dead session (its 401 clears both).
        if (!String(request.headers.accept ?? '').includes('text/html')) return;
        if (token !== undefined && !hinted) setSessionHint(reply);
        else if (token === undefined && hinted) clearSessionHint(reply);
        return;
      }
      if (token === undefined) {
        if (hinted) clearSessionHint(reply);
        return;
      }
      const session = await opts.findSession(app.db, token);
      if (session) {
        request.user = session.user;
        request.sessionId = session.id;
        if (!hinted) setSessionHint(reply);
      } else {
        clearSessionCookie(reply);
      }
    });
  },
  { name: 'session' },
);
