import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DbHandle } from './db/client';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin } from './plugins/errors';
import { multipartPlugin } from './plugins/multipart';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { spaPlugin } from './plugins/spa';
import { uploadsPlugin } from './plugins/uploads';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { metaRoutes } from './modules/meta/meta.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { ripplePages } from './modules/ripples/ripples.pages';
import { rippleRoutes } from './modules/ripples/ripples.routes';
import { createStatsCache } from './modules/stats/stats.service';
import './types';

export interface BuildAppOptions {
  config: AppConfig;
  dbHandle: DbHandle;
  /** Pino logger options; false turns logging off (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app (tests point it at a fixture). */
  clientDir?: string;
}

const SECRET_QUERY = /([?&](?:token|key|code|verify|unsubscribe)=)[^&]*/gi;
const SECRET_PATH = /(\/(?:verify-reset-token|unsubscribe|confirm)\/)[^/?]+/gi;

/** Strips tokens and keys from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

/** Builds the whole HTTP application; the server entry and the tests both call this. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, dbHandle } = opts;
  const app = Fastify({
    logger:
      opts.logger === undefined
        ? {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-recaptcha-token"]', 'res.headers["set-cookie"]'],
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          }
        : opts.logger,
    trustProxy: config.trustProxy,
    bodyLimit: 100 * 1024,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('dbHandle', dbHandle);
  app.decorate('db', dbHandle.db);
  app.decorate('stats', createStatsCache(dbHandle.db, config.env === 'test' ? 0 : 30_000));

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  // CSRF before anything reads a body; then the session (request.user) for every API route.
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);
  await app.register(multipartPlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(spaPlugin, { clientDir: opts.clientDir });
  await app.register(uploadsPlugin);

  await app.register(
    async (api) => {
      await api.register(metaRoutes);
      await api.register(statsRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(rippleRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(ripplePages);

  return app;
}
