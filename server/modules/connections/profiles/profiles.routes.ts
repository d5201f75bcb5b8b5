import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectionProfile,
  createProfileInput,
  updateProfileInput,
  userIdParam,
  userProfileAnswer,
} from '../../../../common/schemas/connections';
import { limit, perMember } from '../../../plugins/rate-limit';
import { CONNECTION_LIMITS } from '../connections.limits';
import { requireUser } from '../../../plugins/session';
import { presentProfile } from './profiles.presenter';
import { createProfile, getOwnProfile, updateOwnProfile } from './profiles.service';
import { getUserProfile } from './user-profile.service';

/** GET, POST and PUT /api/connections/profile (the member's own help profile), and other members' profiles. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = limit(app, { ...CONNECTION_LIMITS.writes, name: 'connections-profile', key: perMember });

  app.get(
    '/profile',
    { config: { access: 'member' }, schema: { response: { 200: connectionProfile } } },
    async (request) => presentProfile(await getOwnProfile(app.db, requireUser(request).id, app.clock())),
  );

  app.post(
    '/profile',
    {
      config: { access: 'verified' },
      schema: { body: createProfileInput, response: { 201: connectionProfile } },
      preHandler: [writes],
    },
    async (request, reply) => {
      const created = await createProfile(app.db, requireUser(request).id, request.body, app.clock());
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
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getUserProfile(app.db, requireUser(request).id, request.params.id, app.clock());
    },
  );
};
