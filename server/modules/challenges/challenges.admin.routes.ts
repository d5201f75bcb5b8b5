import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  challenge,
  challengeIdParams,
  createChallengeInput,
  updateChallengeInput,
} from '../../../common/schemas/challenges';
import { limit, perMember } from '../../plugins/rate-limit';
import { CHALLENGE_LIMITS } from './challenges.limits';
import { presentChallenge } from './challenges.presenter';
import * as service from './challenges.service';
import { adminActor } from '../audit/audit.service';

/** The admin's challenge calls (Manage Challenges), each with its audit row. */
export const challengesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeLimit = limit(app, { ...CHALLENGE_LIMITS.adminWrite, key: perMember });

  app.post(
    '/challenges',
    {
      config: { access: 'admin' },
      schema: { body: createChallengeInput, response: { 201: challenge } },
      preHandler: writeLimit,
    },
    async (request, reply) =>
      reply.code(201).send(presentChallenge(await service.createChallenge(app.db, adminActor(request), request.body))),
  );

  app.patch(
    '/challenges/:id',
    {
      config: { access: 'admin' },
      schema: { params: challengeIdParams, body: updateChallengeInput, response: { 200: challenge } },
      preHandler: writeLimit,
    },
    async (request) =>
      presentChallenge(await service.editChallenge(app.db, adminActor(request), request.params.id, request.body)),
  );
};
