import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  challenge,
  challengeIdParams,
  createChallengeInput,
  updateChallengeInput,
  uploadedImage,
} from '../../../common/schemas/challenges';
import { badRequest } from '../../http-error';
import { clientKey } from '../../client-key';
import { limit, perMember } from '../../plugins/rate-limit';
import { requireUser } from '../../plugins/session';
import { CHALLENGE_LIMITS } from './challenges.limits';
import { presentChallenge } from './challenges.presenter';
import * as service from './challenges.service';
import { readImageForm } from './images.service';

/** The admin's challenge calls (Manage Challenges), each with its audit row, and the picture upload. */
export const challengesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeLimit = limit(app, { ...CHALLENGE_LIMITS.adminWrite, key: perMember });
  const imageLimit = limit(app, { ...CHALLENGE_LIMITS.imageUpload, key: perMember });
  const actor = (request: Parameters<typeof requireUser>[0]) => ({
    id: requireUser(request).id,
    clientKey: clientKey(request.ip),
  });

  app.post(
    '/challenges',
    {
      config: { access: 'admin' },
      schema: { body: createChallengeInput, response: { 201: challenge } },
      preHandler: writeLimit,
    },
    async (request, reply) =>
      reply.code(201).send(presentChallenge(await service.createChallenge(app.db, actor(request), request.body))),
  );

  app.patch(
    '/challenges/:id',
    {
      config: { access: 'admin' },
      schema: { params: challengeIdParams, body: updateChallengeInput, response: { 200: challenge } },
      preHandler: writeLimit,
    },
    async (request) =>
      presentChallenge(await service.editChallenge(app.db, actor(request), request.params.id, request.body)),
  );

  app.post(
    '/admin/images',
    { config: { access: 'admin' }, schema: { response: { 201: uploadedImage } }, preHandler: imageLimit },
    async (request, reply) => {
      const { image } = await readImageForm(request);
      if (!image) throw badRequest('Please choose an image to upload.', { image: 'Please choose an image to upload.' });
      const path = await service.uploadContentImage(app.db, app.config, actor(request), image);
      return reply.code(201).send({ image: path });
    },
  );
};
