import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminClaimUpdated,
  adminClaimedRewardsPage,
  adminClaimedRewardsQuery,
  claimIdParams,
  createRewardInput,
  fulfilClaimInput,
  reward,
  rewardIdParams,
  rewardMessages,
  updateRewardInput,
} from '../../../common/schemas/rewards';
import { presentPage } from '../../lib/admin-page';
import { limit, perMember } from '../../plugins/rate-limit';
import { REWARD_LIMITS } from './rewards.limits';
import { presentAdminClaim, presentReward } from './rewards.presenter';
import * as service from './rewards.service';
import { adminActor } from '../audit/audit.service';

/** Manage Rewards and Claimed Rewards (admin), each action with its audit row. */
export const rewardsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeLimit = limit(app, { ...REWARD_LIMITS.adminWrite, key: perMember });

  app.post(
    '/rewards',
    {
      config: { access: 'admin' },
      schema: { body: createRewardInput, response: { 201: reward } },
      preHandler: writeLimit,
    },
    async (request, reply) =>
      reply.code(201).send(presentReward(await service.createReward(app.db, adminActor(request), request.body))),
  );

  app.patch(
    '/rewards/:id',
    {
      config: { access: 'admin' },
      schema: { params: rewardIdParams, body: updateRewardInput, response: { 200: reward } },
      preHandler: writeLimit,
    },
    async (request) =>
      presentReward(await service.editReward(app.db, adminActor(request), request.params.id, request.body)),
  );

  app.get(
    '/admin/claimed-rewards',
    {
      config: { access: 'admin' },
      schema: { querystring: adminClaimedRewardsQuery, response: { 200: adminClaimedRewardsPage } },
    },
    async (request) => {
      const claims = await service.adminClaims(app.db, request.query);
      return presentPage(claims, request.query, (r) =>
        presentAdminClaim(r, r.userId ? claims.members.get(r.userId) : undefined),
      );
    },
  );

  app.patch(
    '/admin/claimed-rewards/:id',
    {
      config: { access: 'admin' },
      schema: { params: claimIdParams, body: fulfilClaimInput, response: { 200: adminClaimUpdated } },
      preHandler: writeLimit,
    },
    async (request) => {
      const { claim, member } = await service.fulfilClaim(app.db, adminActor(request), {
        claimId: request.params.id,
        publicUrl: app.config.publicUrl,
      });
      return { message: rewardMessages.fulfilled, claim: presentAdminClaim(claim, member) };
    },
  );
};
