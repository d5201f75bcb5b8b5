import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Public totals for the home page. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    // No response schema here: the answer (`statsResponse`) is checked once when the totals are made, not per request.
    { config: { access: 'public', cacheControl: 'public, max-age=60' } },
    async (_req, reply) => {
      // Sent as the kept JSON text (checked when it was made): Fastify sends a string as it is.
      const json = await app.stats.json();
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
};
