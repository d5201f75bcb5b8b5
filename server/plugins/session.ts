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

/** Sets the session cookie (HttpOnly, SameSite=Lax, Secure over https), living as long as the session. */
export function setSessionCookie(reply: FastifyReply, session: { token: string; expiresAt: Date }): void {
  const config = reply.server.config;
  reply.setCookie(sessionCookieName(config), session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: Math.max(0, Math.round((session.expiresAt.getTime() - Date.now()) / 1000)),
  });
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(reply: FastifyReply): void {
  const config = reply.server.config;
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
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
 * live session is cleared). How a session is found is given at registration: plugins never import modules.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: SessionPluginOptions) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    const name = sessionCookieName(app.config);

    app.addHook('onRequest', async (request, reply) => {
      // Routes match case-insensitively, so the prefix test does too.
      if (!/^\/api(?:\/|\?|$)/i.test(request.url)) return;
      const token = request.cookies[name];
      if (token === undefined) return;
      const session = await opts.findSession(app.db, token);
      if (session) {
        request.user = session.user;
        request.sessionId = session.id;
      } else {
        clearSessionCookie(reply);
      }
    });
  },
  { name: 'session' },
);
