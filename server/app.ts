import compress from '@fastify/compress';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DbHandle } from './db/client';
import { accessPlugin } from './plugins/access';
import { cacheControlPlugin } from './plugins/cache-control';
import { csrfPlugin } from './plugins/csrf';
import { keptCopiesPlugin } from './plugins/kept-copies';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { multipartPlugin } from './plugins/multipart';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { spaPlugin } from './plugins/spa';
import { realtimePlugin } from './plugins/realtime';
import {
  ACCOUNT_DELETION_STEPS,
  CONTACT_SWEEP_STEPS,
  DATE_OF_BIRTH_CORRECTION,
  KIND_ACT_SOURCES,
  LIVE_EVENT_READERS,
  SIGN_OUT_STEPS,
  SUSPENSION_STEPS,
} from './composition';
import { authRoutes } from './modules/auth/auth.routes';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes';
import { SESSION_CHANGES_CHANNEL, findSession } from './modules/auth/auth.service';
import { uploadsAdminRoutes } from './modules/uploads/uploads.admin.routes';
import { uploadFiles } from './modules/uploads/uploads.routes';
import { usersRoutes } from './modules/users/users.routes';
import { metaRoutes } from './modules/meta/meta.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { ripplePages } from './modules/ripples/ripples.routes';
import { rippleRoutes } from './modules/ripples/ripples.routes';
import { connectionsRoutes } from './modules/connections/connections.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { memberEventsSource } from './modules/events/events.service';
import { hasSuspension } from './modules/users/users.service';
import { createStatsCache, type KindActSource } from './modules/stats/stats.service';
import { pointsRoutes } from './modules/points/points.routes';
import { challengesRoutes } from './modules/challenges/challenges.routes';
import { storiesRoutes } from './modules/stories/stories.routes';
import { storiedChallenges } from './modules/stories/stories.service';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { contactGuardRoutes } from './modules/contact-guard/contact-guard.routes';
import { getSecret } from './modules/secrets/secrets.service';
import './types';

export interface BuildAppOptions {
  config: AppConfig;
  dbHandle: DbHandle;
  /** Pino logger options; false turns logging off (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app (tests point it at a fixture). */
  clientDir?: string;
  /** What the home page counts as kind acts; the product's list (server/composition.ts) by default. */
  kindActSources?: readonly KindActSource[];
  /** What time it is: the system clock by default; tests hand in another to move time (decision 036). */
  clock?: () => Date;
}

const SECRET_QUERY = /([?&](?:token|key|code|verify|unsubscribe)=)[^&]*/gi;
const SECRET_PATH = /(\/(?:verify-reset-token|unsubscribe|confirm)\/)[^/?]+/gi;

/** Strips tokens and keys from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

/**
 * The access log: one line per answered request with what a person reading it needs (method, path without its
 * secrets, status, milliseconds), written after the answer so it costs the client nothing (docs/performance.md).
 * Fastify's 'incoming request' line is left out.
 */
class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/**
 * Builds the whole HTTP application; the server entry and the tests both call this. This is where the parts are
 * composed: plugins get what they need from the modules here (plugins never import modules).
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, dbHandle } = opts;
  const app = Fastify({
    logger:
      opts.logger === undefined
        ? {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'req.headers["x-recaptcha-token"]',
              'res.headers["set-cookie"]',
            ],
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          }
        : opts.logger,
    // Fastify's own two lines per request (incoming, completed) are replaced by one access line.
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 100 * 1024,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
    // The router's own refusals (an over-long path parameter, a badly encoded path) answer `{ message }` too.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('dbHandle', dbHandle);
  app.decorate('db', dbHandle.db);
  app.decorate('clock', opts.clock ?? (() => new Date()));
  app.decorate(
    'stats',
    createStatsCache(dbHandle.db, {
      ttlMs: config.cacheTtl.statsMs,
      sources: opts.kindActSources ?? KIND_ACT_SOURCES,
    }),
  );

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  // CSRF before anything reads a body; then the session (request.user) for every API route.
  await app.register(csrfPlugin);
  await app.register(sessionPlugin, {
    findSession,
    changesChannel: SESSION_CHANGES_CHANNEL,
    freshSecret: () => getSecret(dbHandle.db, 'fresh-until-hmac'),
  });
  // Every instance drops the copies it keeps when another one announces a change (decision 069).
  await app.register(keptCopiesPlugin);
  // Every route declares who may call it (config.access); this enforces it before a body is read. `verified` routes
  // are for members who confirmed their e-mail address (decision 018).
  await app.register(accessPlugin, { isVerified: (user) => user.emailVerified });
  await app.register(cacheControlPlugin);
  await app.register(multipartPlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(spaPlugin, { clientDir: opts.clientDir });
  await app.register(uploadFiles);
  // The member event stream: LISTEN once per process, fan out to this process's streams (decision 038), each event
  // read by its source's reader; a stream ends with its session, heard through the session plugin's notices
  // (decision 060).
  await app.register(realtimePlugin, {
    source: memberEventsSource(dbHandle.db, LIVE_EVENT_READERS),
    sessionChanges: app.sessionChanges,
  });

  await app.register(
    async (api) => {
      await api.register(metaRoutes);
      await api.register(statsRoutes);
      await api.register(authRoutes, { suspensionSteps: SUSPENSION_STEPS, signOutSteps: SIGN_OUT_STEPS });
      await api.register(usersRoutes, {
        accountDeletionSteps: ACCOUNT_DELETION_STEPS,
        suspensionSteps: SUSPENSION_STEPS,
        dateOfBirthCorrection: DATE_OF_BIRTH_CORRECTION,
      });
      await api.register(rippleRoutes);
      await api.register(pointsRoutes);
      await api.register(challengesRoutes, { storiedChallenges });
      await api.register(uploadsAdminRoutes);
      await api.register(storiesRoutes);
      await api.register(rewardsRoutes);
      await api.register(connectionsRoutes);
      await api.register(eventsRoutes, { findSession, hasSuspension });
      await api.register(settingsRoutes);
      await api.register(auditAdminRoutes);
      await api.register(reportsRoutes, { suspensionSteps: SUSPENSION_STEPS });
      await api.register(contactGuardRoutes, { steps: CONTACT_SWEEP_STEPS });
    },
    { prefix: '/api' },
  );
  await app.register(ripplePages);

  return app;
}
