import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  challenge,
  challengeIdParams,
  challengeList,
  completeChallengeInput,
  completedChallengeList,
  completionResult,
} from '../../../common/schemas/challenges';
import type { Db } from '../../db/client';
import { limit, perMember } from '../../plugins/rate-limit';
import { requireUser } from '../../plugins/session';
import { challengesAdminRoutes } from './challenges.admin.routes';
import { CHALLENGE_LIMITS } from './challenges.limits';
import { presentChallenge, presentChallenges, presentCompletion, presentCompletions } from './challenges.presenter';
import * as service from './challenges.service';

export interface ChallengesRoutesOptions {
  /** The challenges a member shared a story about (from the stories module, handed over by buildApp). */
  storiedChallenges(db: Db, userId: number): Promise<Set<number>>;
}

/** The challenge calls of part 2 §7: the lists (public), completing (member), and the admin's (admin routes). */
export const challengesRoutes: FastifyPluginAsyncZod<ChallengesRoutesOptions> = async (app, opts) => {
  const completeLimit = limit(app, { ...CHALLENGE_LIMITS.complete, key: perMember });
  const publicList = { config: { access: 'public' as const }, schema: { response: { 200: challengeList } } };

  app.get('/challenges', publicList, async () => presentChallenges(await service.listChallenges(app.db)));
  app.get('/challenges/upcoming', publicList, async () => presentChallenges(await service.upcomingChallenges(app.db)));
  app.get('/challenges/recent', publicList, async () => presentChallenges(await service.recentChallenges(app.db)));
  const current = service.createCurrentChallengeCache(app.db, { ttlMs: app.config.cacheTtl.currentChallengeMs });
  app.addHook('onClose', async () => current.close());
  app.get(
    '/challenges/current',
    // No response schema here: the answer (`currentChallenge`) is checked once when it is read, not per request.
    { config: { access: 'public' } },
    // Sent as the kept JSON text: Fastify sends a string as it is (as GET /api/stats does).
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await current.json(app.clock(), request.fresh)),
  );
  app.get(
    '/challenges/:id',
    { config: { access: 'public' }, schema: { params: challengeIdParams, response: { 200: challenge } } },
    async (request) => presentChallenge(await service.getChallenge(app.db, request.params.id)),
  );

  app.post(
    '/challenges/:id/complete',
    {
      config: { access: 'member' },
      schema: { params: challengeIdParams, body: completeChallengeInput, response: { 200: completionResult } },
      preHandler: completeLimit,
    },
    async (request) => {
      const done = await service.completeChallenge(app.db, {
        userId: requireUser(request).id,
        challengeId: request.params.id,
        completionDate: request.body?.completionDate,
        now: app.clock(),
      });
      app.stats.invalidate();
      return presentCompletion(done.pointsEarned);
    },
  );

  app.get(
    '/user/completedChallenges',
    { config: { access: 'member' }, schema: { response: { 200: completedChallengeList } } },
    async (request) => {
      const userId = requireUser(request).id;
      const [rows, storied] = await Promise.all([
        service.completionsOf(app.db, userId),
        opts.storiedChallenges(app.db, userId),
      ]);
      return presentCompletions(rows, storied);
    },
  );

  await app.register(challengesAdminRoutes);
};
