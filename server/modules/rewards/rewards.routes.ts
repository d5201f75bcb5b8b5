import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSummary } from '../../../common/schemas/points';
import {
  claimResult,
  claimRewardInput,
  claimedRewardList,
  rewardIdParams,
  rewardList,
  rewardMessages,
} from '../../../common/schemas/rewards';
import { limit, perMember } from '../../plugins/rate-limit';
import { requireUser } from '../../plugins/session';
import { rewardsAdminRoutes } from './rewards.admin.routes';
import { REWARD_LIMITS } from './rewards.limits';
import { presentClaim, presentReward } from './rewards.presenter';
import * as service from './rewards.service';

/** Rewards (part 2 §7): the list (public), claiming, the member's claims and dashboard numbers; the admin's calls. */
export const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const claimLimit = limit(app, { ...REWARD_LIMITS.claim, key: perMember });

  app.get('/rewards', { config: { access: 'public' }, schema: { response: { 200: rewardList } } }, async () =>
    (await service.listRewards(app.db)).map(presentReward),
  );

  app.post(
    '/rewards/:id/claim',
    {
      config: { access: 'verified' },
      schema: { params: rewardIdParams, body: claimRewardInput, response: { 201: claimResult } },
      preHandler: claimLimit,
    },
    async (request, reply) => {
      const { claim, balance } = await service.claimReward(app.db, {
        userId: requireUser(request).id,
        rewardId: request.params.id,
        email: request.body.email,
        publicUrl: app.config.publicUrl,
      });
      return reply.code(201).send({ message: rewardMessages.claimed, claim: presentClaim(claim), points: balance });
    },
  );

  app.get(
    '/user/rewards',
    { config: { access: 'member' }, schema: { response: { 200: claimedRewardList } } },
    async (request) => {
      return (await service.claimsOf(app.db, requireUser(request).id)).map(presentClaim);
    },
  );

  app.get(
    '/user/summary',
    // The balance as the row says now (`session: 'read'`, decision 069): anyone's like may have changed it.
    { config: { access: 'member', session: 'read' }, schema: { response: { 200: userSummary } } },
    async (request) => {
      const user = requireUser(request);
      return service.memberSummary(app.db, user.id, user.points);
    },
  );

  await app.register(rewardsAdminRoutes);
};
