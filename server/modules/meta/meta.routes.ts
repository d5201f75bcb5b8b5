import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, publicConfig, serverTime } from '../../../common/schemas/meta';
import { presentHealth, presentPublicConfig, presentServerTime } from './meta.presenter';
import { assertDatabaseAnswers } from './meta.service';

/** Health, public configuration and server time. */
export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { access: 'public' }, schema: { response: { 200: healthResponse } } }, async () => {
    await assertDatabaseAnswers(app.db, app.log);
    return presentHealth(app.dbHandle.kind);
  });

  app.get(
    '/config',
    { config: { access: 'public' }, schema: { response: { 200: publicConfig } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return presentPublicConfig(app.config);
    },
  );

  app.get('/time', { config: { access: 'public' }, schema: { response: { 200: serverTime } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return presentServerTime(Date.now());
  });
};
