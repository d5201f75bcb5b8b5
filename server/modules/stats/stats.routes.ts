import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsResponse } from '../../../common/schemas/stats';

/** Public totals for the home page. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/stats', { schema: { response: { 200: statsResponse } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return app.stats.get();
  });
};
