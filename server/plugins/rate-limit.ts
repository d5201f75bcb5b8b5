import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { clientKey } from '../client-key';

/**
 * Per-route abuse limits (429 with Retry-After and a readable message). Routes opt in with
 * `config: { rateLimit: { max, timeWindow, keyGenerator? } }`. With REDIS_URL the counters are shared by
 * every instance; otherwise they live in this process. request.ip honours TRUST_PROXY only; an IPv6 client is
 * counted by its /64 (`clientKey`), so rotating addresses inside one connection does not escape a limit.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.config.redisUrl ? new Redis(app.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'kindripple-rl:',
    skipOnError: false,
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
      const err = new Error(`Too many attempts. Please wait ${wait} and try again.`) as Error & { statusCode: number };
      err.statusCode = 429;
      return err;
    },
  });
});
