import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The `Cache-Control` of this `/api` route's successful answers, for the few answers anyone may keep (decision
     * 062); without it, and for every error, the answer is `no-store`.
     */
    cacheControl?: string;
  }
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Every `/api` answer says `Cache-Control: no-store` (decision 062): what the API answers is a member's own data, or
 * changes with what they just did, so neither the browser nor a shared cache may keep it. A route that may be kept
 * opts in with `config.cacheControl`; an error is never kept. Set when the answer is sent, over anything a handler
 * set, so the route's options are the only place an API answer's caching is written.
 */
export const cacheControlPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApi(request.url)) return payload;
      const declared = reply.statusCode < 400 ? request.routeOptions.config?.cacheControl : undefined;
      reply.header('Cache-Control', declared ?? 'no-store');
      return payload;
    });
  },
  { name: 'cache-control' },
);
