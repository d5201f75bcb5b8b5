import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http-error';

/**
 * Who may call a route (docs/security.md › Access levels):
 * - `public`: anyone, signed in or not;
 * - `member`: a signed-in member (401 for a guest);
 * - `verified`: a signed-in member whose e-mail address is confirmed (401 for a guest, 403 otherwise);
 * - `admin`: a signed-in admin (401 for a guest, 403 for a member).
 */
export type Access = 'public' | 'member' | 'verified' | 'admin';
export const ACCESS_LEVELS: readonly Access[] = ['public', 'member', 'verified', 'admin'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; every route states it, and buildApp refuses to start without it. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route with its declared access level, for the route walk in the tests. */
    routeAccess: { method: string; url: string; access: Access | undefined }[];
  }
}

/** The text of the 403 a member gets on a `verified` route before confirming their address. */
export const VERIFY_FIRST_MESSAGE = 'Please confirm your e-mail address first: we sent you a link when you signed up.';

/**
 * Reads each route's `config.access` and enforces it before anything else runs (no body is parsed for a caller
 * who may not call the route). A route without a declaration stops the app at start (`ready()` throws), so
 * nothing ships unguarded wherever its path lives. Registered after the session plugin, which sets request.user.
 * `isVerified` says whether a member's address is confirmed.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { isVerified: (user: NonNullable<FastifyRequest['user']>) => boolean }) => {
    const routes: FastifyInstance['routeAccess'] = [];
    app.decorate('routeAccess', routes);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // Registered by reference: an onRoute hook of a child context (the static files) may still fill it in.
      for (const method of methods) {
        const entry = { method, url: route.url, access: undefined as Access | undefined };
        Object.defineProperty(entry, 'access', { enumerable: true, get: () => route.config?.access });
        routes.push(entry);
      }
    });
    app.addHook('onReady', async () => {
      const missing = routes.filter((r) => !r.access || !ACCESS_LEVELS.includes(r.access));
      if (missing.length) {
        throw new Error(
          `Every route declares who may call it (config.access: ${ACCESS_LEVELS.join(' | ')}); these do not: ${missing
            .map((r) => `${r.method} ${r.url}`)
            .join(', ')}`,
        );
      }
    });
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      // No route matched (the 404 handler): nothing to guard.
      if (!access || access === 'public') return;
      const user = request.user;
      if (!user) throw unauthorized();
      if (access === 'admin' && user.role !== 'admin') throw forbidden();
      if (access === 'verified' && !opts.isVerified(user)) throw forbidden(VERIFY_FIRST_MESSAGE);
    });
  },
  { name: 'access' },
);
