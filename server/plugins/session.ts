import { createHmac, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { unauthorized } from '../http-error';
import { createCoalescingCache } from '../lib/coalescing-cache';
import { SAFE_METHODS } from './csrf';

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
  /** Whether the member's display name is held for carrying contact details (decision 054). */
  nameNeedsChange: boolean;
}

/** A live session found for a cookie token: the hash that names it, its member, and its absolute end. */
export interface FoundSession {
  id: string;
  user: SessionUser;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member for this request, or null. Role comes from the database, never the client. */
    user: SessionUser | null;
    /** Hash of the session token, when signed in. */
    sessionId: string | null;
    /**
     * Whether the caller wrote something within `config.cacheTtl.freshMs` (the signed 'fresh until' cookie, decision
     * 069): their reads then skip every copy an instance keeps, so they see their own change whichever instance
     * answers. Decided from the cookie alone, without a store read.
     */
    fresh: boolean;
  }
  interface FastifyInstance {
    /**
     * Subscribes to the database's notices that a member's sessions or account changed (migration 0020), on every
     * instance: the member's id, or null when anyone's may have (the listener came back). Answers the unsubscribe.
     */
    sessionChanges: (onChange: (memberId: number | null) => void) => () => void;
  }
  interface FastifyContextConfig {
    /**
     * `'unchanged'` for a route that changes nothing a session carries (its member's name, avatar, role, confirmed
     * address, or whether it is still live) nor anything of its caller's that an instance keeps: the caller's kept
     * session survives it and no 'fresh until' cookie is set (decisions 051 and 069). Only for hot routes, and only
     * when true: any other non-GET request makes the instance forget what it kept. `'read'` for a read that must
     * show the row as it is now (`GET /api/user`, whose balance anyone's like may change): never a kept session.
     */
    session?: 'unchanged' | 'read';
  }
}

/** What the session plugin is given at registration (by buildApp, from the auth module's sessions service). */
export interface SessionPluginOptions {
  /** The live session for a cookie value, or null (unknown, ended, or not shaped like a token). */
  findSession(db: Db, token: unknown): Promise<FoundSession | null>;
  /**
   * The channel the database notifies on when a session ends or its member's account changes; the payload is the
   * member's id (decision 051).
   */
  changesChannel: string;
  /**
   * The secret shared by every instance that signs the 'fresh until' cookie (decision 069). Asked for at the first
   * request that needs it, not when the app is built: the process builds the app before it migrates the database.
   */
  freshSecret: () => Promise<string>;
}

/** The most sessions an instance keeps at once (the oldest go first): members active within the last moment. */
const KEPT_SESSIONS_MAX = 10_000;
const isApiUrl = (url: string) => /^\/api(?:\/|\?|$)/i.test(url);

/** The 'fresh until' cookie (decision 069): its name, beside the session cookie's. */
export function freshCookieName(config: AppConfig): string {
  return config.secureCookies ? '__Host-kr_fresh' : 'kr_fresh';
}

const signFresh = (secret: string, until: number) =>
  createHmac('sha256', secret).update(`fresh:${until}`).digest().subarray(0, 16).toString('base64url');

/** The 'fresh until' cookie's value: `<until ms>.<the first 16 bytes of an HMAC-SHA256 of it, base64url>`. */
export const freshCookieValue = (secret: string, until: number) => `${until}.${signFresh(secret, until)}`;

/** Whether a 'fresh until' cookie is one this site signed, for a time not yet past and not further than `maxMs`. */
export function isFresh(secret: string, value: string | undefined, now: number, maxMs: number): boolean {
  if (!value) return false;
  const dot = value.indexOf('.');
  const until = Number(value.slice(0, dot));
  if (dot < 1 || !Number.isSafeInteger(until) || until <= now || until > now + maxMs) return false;
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signFresh(secret, until));
  return given.length === expected.length && timingSafeEqual(given, expected);
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
 * live session is cleared, with its hint). Page loads only keep the signed-in hint in step with the cookie. How a
 * session is found is given at registration: plugins never import modules.
 *
 * Sessions are kept for `config.cacheTtl.sessionMs` (1 s; decisions 051 and 069), so a member's requests in the same
 * moment cost one read. What was kept is forgotten at once: after a request to any route other than a GET (a
 * member's: their own sessions; a guest's or an admin's: every one), unless the route says it changes nothing a
 * session carries; and on every instance when the database notifies that a session ended or a member's account
 * changed (migration 0020). A write's answer also sets the signed 'fresh until' cookie, with which its writer's next
 * requests skip every kept copy on every instance (`request.fresh`, decision 069); `session: 'read'` routes always
 * read the row.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: SessionPluginOptions) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('fresh', false);
    const name = sessionCookieName(app.config);
    const freshName = freshCookieName(app.config);
    const freshMs = app.config.cacheTtl.freshMs;
    const hintName = sessionHintCookieName(app.config);
    const keptMs = app.config.cacheTtl.sessionMs;
    const kept =
      keptMs > 0
        ? createCoalescingCache<FoundSession | null>({
            ttlMs: keptMs,
            maxEntries: KEPT_SESSIONS_MAX,
            // Only live sessions, and none that ends while it would be kept.
            keeps: (found) => found !== null && found.expiresAt.getTime() > Date.now() + keptMs,
          })
        : null;
    const find = (token: string) =>
      kept ? kept.getOrLoad(token, () => opts.findSession(app.db, token)) : opts.findSession(app.db, token);
    /** Forgets a member's kept sessions, and every read still under way (whose member nobody knows yet). */
    const forgetMember = (memberId: number) =>
      kept?.clearWhere((_token, found) => found === undefined || found?.user.id === memberId);

    let secret: string | undefined;
    const freshSecret = async () => (secret ??= await opts.freshSecret());

    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[name];
      const hinted = request.cookies[hintName] !== undefined;
      // Routes match case-insensitively, so the prefix test does too.
      if (!isApiUrl(request.url)) {
        // A page load (not a script, style or image): the hint follows the session cookie's presence. No lookup
        // here; the app's GET /api/user settles a dead session (its 401 clears both).
        if (!String(request.headers.accept ?? '').includes('text/html')) return;
        if (token !== undefined && !hinted) setSessionHint(reply);
        else if (token === undefined && hinted) clearSessionHint(reply);
        return;
      }
      const freshCookie = request.cookies[freshName];
      request.fresh =
        freshMs > 0 && freshCookie !== undefined && isFresh(await freshSecret(), freshCookie, Date.now(), freshMs);
      if (token === undefined) {
        if (hinted) clearSessionHint(reply);
        return;
      }
      // A writer's next reads, and the reads that must show the row as it is now, skip the kept session.
      const session =
        request.fresh || request.routeOptions.config?.session === 'read'
          ? await opts.findSession(app.db, token)
          : await find(token);
      if (session) {
        request.user = session.user;
        request.sessionId = session.id;
        if (!hinted) setSessionHint(reply);
      } else {
        clearSessionCookie(reply);
      }
    });

    // Other instances, the command line and housekeeping change accounts too: the database says so (migration 0020).
    // Kept sessions are forgotten, and whoever subscribed hears it (the live streams; decision 060).
    const subscribers = new Set<(memberId: number | null) => void>();
    app.decorate('sessionChanges', (onChange: (memberId: number | null) => void) => {
      subscribers.add(onChange);
      return () => void subscribers.delete(onChange);
    });
    const announce = (memberId: number | null) => {
      for (const onChange of subscribers) onChange(memberId);
    };
    const unlisten = await app.dbHandle.listen(
      opts.changesChannel,
      (payload) => {
        const memberId = Number(payload);
        // '' after the listening connection came back: anything may have been missed.
        if (payload === '' || !Number.isSafeInteger(memberId)) {
          kept?.clearAll();
          announce(null);
        } else {
          forgetMember(memberId);
          announce(memberId);
        }
      },
      (err) => {
        kept?.clearAll();
        app.log.warn({ err }, 'session change listener lost its connection');
      },
    );
    app.addHook('preClose', async () => {
      subscribers.clear();
      await unlisten().catch(() => undefined);
    });

    if (!kept && freshMs <= 0) return;
    // After a change, before its answer leaves: the caller's next request reads what the change wrote, here (what
    // this instance kept is forgotten) and on every other instance (the 'fresh until' cookie: decision 069). A hook
    // of each route that may change something (not of reads, nor of the routes that say they change nothing here).
    const forgetAfterChange = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      // A member changes their own account; an admin's or a guest's change (a reset link, say) may be anyone's.
      if (request.user && request.user.role !== 'admin') forgetMember(request.user.id);
      else kept?.clearAll();
      if (freshMs > 0 && reply.statusCode < 400) {
        const until = Date.now() + freshMs;
        reply.setCookie(freshName, freshCookieValue(await freshSecret(), until), {
          ...sessionCookieOptions(app.config, true),
          maxAge: Math.ceil(freshMs / 1000),
        });
      }
      return payload;
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.every((m) => SAFE_METHODS.has(m)) || route.config?.session === 'unchanged') return;
      const own = route.onSend;
      route.onSend = own ? [...(Array.isArray(own) ? own : [own]), forgetAfterChange] : [forgetAfterChange];
    });
  },
  { name: 'session' },
);
