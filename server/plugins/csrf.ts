import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` only for a route whose change is authorised by an unguessable secret in its own address and that
     * other servers call without a browser (a mail app's one-click unsubscribe, RFC 8058).
     */
    csrf?: boolean;
  }
}

/** The methods that change nothing (HTTP's safe methods): no CSRF check, and a kept session survives them. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE =
  'This request did not come from a KindRipple page, so it was refused. Please reload the page and try again.';

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for every state-changing request: it must be JSON or carry a custom header (which a
 * cross-site HTML form cannot send), and its Origin — or, without one, its Referer — must be this site: the
 * origin of PUBLIC_URL, or in development the dev server's (`config.devOrigin`). Never the request's own Host,
 * which whoever sends the request writes.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  const allowed = new Set(
    [originOf(app.config.publicUrl), originOf(app.config.devOrigin)].filter((o): o is string => o !== null),
  );
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return;
    const contentType = String(request.headers['content-type'] ?? '').toLowerCase();
    const isJson = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/.test(contentType);
    const hasCustomHeader =
      typeof request.headers['x-requested-with'] === 'string' && request.headers['x-requested-with'].length > 0;
    const origin =
      request.headers.origin !== undefined
        ? originOf(String(request.headers.origin))
        : originOf(request.headers.referer);
    const sameOrigin = origin !== null && allowed.has(origin);
    if (!(isJson || hasCustomHeader) || !sameOrigin) {
      request.log.warn(
        {
          method: request.method,
          origin: request.headers.origin ?? null,
          hasReferer: Boolean(request.headers.referer),
        },
        'refused a request that failed the CSRF check',
      );
      throw new HttpError(403, CSRF_MESSAGE);
    }
  });
});
