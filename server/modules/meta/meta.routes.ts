import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITE_NAME } from '../../../common/constants';
import { healthResponse, publicConfig, serverTime } from '../../../common/schemas/meta';
import { HttpError } from '../../http-error';
import { pingDatabase } from './meta.queries';

/** Health, public configuration and server time. */
export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponse } } }, async () => {
    try {
      await pingDatabase(app.db);
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      throw new HttpError(503, 'The database is not answering.');
    }
    return { status: 'ok' as const, database: app.dbHandle.kind };
  });

  app.get('/config', { schema: { response: { 200: publicConfig } } }, async (_req, reply) => {
    const { captcha, publicUrl, contactEmail } = app.config;
    reply.header('Cache-Control', 'public, max-age=300');
    return {
      siteName: SITE_NAME,
      publicUrl,
      contactEmail,
      captchaProvider: captcha.provider,
      ...(captcha.provider === 'recaptcha' ? { recaptchaSiteKey: captcha.recaptchaSiteKey } : {}),
    };
  });

  app.get('/time', { schema: { response: { 200: serverTime } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { timestamp: Date.now() };
  });
};
