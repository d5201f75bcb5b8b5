import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectionProfile,
  createProfileInput,
  dateOfBirthInput,
  updateProfileInput,
  userIdParam,
  userProfileAnswer,
} from '../../../../common/schemas/connections';
import { limit, perMember } from '../../../plugins/rate-limit';
import { CONNECTION_LIMITS } from '../connections.limits';
import { requireUser } from '../../../plugins/session';
import { presentProfile } from './profiles.presenter';
import { answerDateOfBirth, createProfile, getOwnProfile, updateOwnProfile } from './profiles.service';
import { getUserProfile } from './user-profile.service';

/** GET, POST and PUT /api/connections/profile (the member's own help profile), and other members' profiles. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = limit(app, { ...CONNECTION_LIMITS.writes, name: 'connections-profile', key: perMember });

  app.get(
    '/profile',
    { config: { access: 'member' }, schema: { response: { 200: connectionProfile } } },
    async (request) =>
      presentProfile(await getOwnProfile(app.db, requireUser(request).id, app.clock(), app.config.contactEmail)),
  );

  // The date-of-birth step before the profile's fields (decision 056): 204 for 13 and over (nothing kept), the kind
  // refusal for under 13, recorded on the account so that no later answer, from any device, gets in.
  app.post(
    '/profile/date-of-birth',
    {
      config: { access: 'verified' },
      schema: { body: dateOfBirthInput },
      preHandler: [writes],
    },
    async (request, reply) => {
      const { dateOfBirth } = request.body;
      await answerDateOfBirth(app.db, requireUser(request).id, dateOfBirth, app.clock(), app.config.contactEmail);
      return reply.code(204).send();
    },
  );

  app.post(
    '/profile',
    {
      config: { access: 'verified' },
      schema: { body: createProfileInput, response: { 201: connectionProfile } },
      preHandler: [writes],
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await createProfile(app.db, user.id, request.body, app.clock(), app.config.contactEmail);
      return reply.code(201).send(presentProfile(created));
    },
  );

  app.put(
    '/profile',
    {
      config: { access: 'verified' },
      schema: { body: updateProfileInput, response: { 200: connectionProfile } },
      preHandler: [writes],
    },
    async (request) =>
      presentProfile(await updateOwnProfile(app.db, requireUser(request).id, request.body, app.clock())),
  );

  app.get(
    '/user-profile/:id',
    { config: { access: 'member' }, schema: { params: userIdParam, response: { 200: userProfileAnswer } } },
    async (request) => {
      return getUserProfile(app.db, requireUser(request).id, request.params.id, app.clock());
    },
  );
};
