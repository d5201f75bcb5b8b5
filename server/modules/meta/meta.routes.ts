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
    { config: { access: 'public', cacheControl: 'public, max-age=300' }, schema: { response: { 200: publicConfig } } },
    async () => presentPublicConfig(app.config),
  );

  app.get('/time', { config: { access: 'public' }, schema: { response: { 200: serverTime } } }, async () => {
    return presentServerTime(Date.now());
  });
};
