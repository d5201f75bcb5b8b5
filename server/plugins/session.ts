import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { forbidden, unauthorized } from '../http-error';
import { SESSION_ABSOLUTE_MS, findSession, type SessionUser } from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member for this request, or null. Role comes from the database, never the client. */
    user: SessionUser | null;
    /** Hash of the session token, when signed in. */
    sessionId: string | null;
  }
}

/** `__Host-` prefix (https only, path /, no domain) when the public URL is https. */
export function sessionCookieName(config: AppConfig): string {
  return config.secureCookies ? '__Host-kr_session' : 'kr_session';
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure over https. */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  const config = reply.server.config;
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const config = reply.server.config;
  reply.clearCookie(sessionCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
}

/** The signed-in member, or a 401. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in admin (role checked on the server), or 401/403. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden();
  return user;
}

/**
 * Reads the session cookie on API requests and sets request.user. Routes call requireUser(request) or
 * requireAdmin(request), or use the preHandlers app.requireUser / app.requireAdmin.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  const name = sessionCookieName(app.config);

  app.addHook('onRequest', async (request, reply) => {
    // Routes match case-insensitively, so the prefix test does too.
    if (!/^\/api(?:\/|\?|$)/i.test(request.url)) return;
    const token = request.cookies[name];
    if (token === undefined) return;
    const session = await findSession(app.db, token);
    if (session) {
      request.user = session.user;
      request.sessionId = session.id;
    } else {
      clearSessionCookie(reply);
    }
  });
});
