import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../../common/schemas/common';
import {
  createRequestInput,
  helpRequest,
  requestAccepted,
  requestIdParams,
  requestListQuery,
  requestPage,
  updateRequestInput,
  requestMessages,
} from '../../../../common/schemas/connections';
import { limit, perMember } from '../../../plugins/rate-limit';
import { requireUser } from '../../../plugins/session';
import { CONNECTION_LIMITS } from '../connections.limits';
import { presentRequest, presentRequestPage } from './requests.presenter';
import {
  acceptRequest,
  createRequest,
  deleteRequest,
  editRequest,
  listMyRequests,
  listRequests,
} from './requests.service';

/** Help requests: post, list, edit, delete, accept. */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const perUser = (spec: (typeof CONNECTION_LIMITS)[keyof typeof CONNECTION_LIMITS]) =>
    limit(app, { ...spec, key: perMember });

  app.post(
    '/requests',
    {
      config: { access: 'verified' },
      schema: { body: createRequestInput, response: { 201: helpRequest } },
      preHandler: [perUser(CONNECTION_LIMITS.requests)],
    },
    async (request, reply) => {
      const me = requireUser(request).id;
      return reply.code(201).send(presentRequest(await createRequest(app.db, me, request.body, app.clock()), me));
    },
  );

  app.get(
    '/requests',
    { config: { access: 'member' }, schema: { querystring: requestListQuery, response: { 200: requestPage } } },
    async (request) => {
      const me = requireUser(request).id;
      const { rows, limit: size } = await listRequests(app.db, me, request.query, app.clock());
      return presentRequestPage(rows, size, me);
    },
  );

  app.get(
    '/my-requests',
    { config: { access: 'member' }, schema: { querystring: requestListQuery, response: { 200: requestPage } } },
    async (request) => {
      const me = requireUser(request).id;
      const { rows, limit: size } = await listMyRequests(app.db, me, request.query);
      return presentRequestPage(rows, size, me);
    },
  );

  app.patch(
    '/requests/:id',
    {
      config: { access: 'verified' },
      schema: { params: requestIdParams, body: updateRequestInput, response: { 200: helpRequest } },
      preHandler: [perUser(CONNECTION_LIMITS.writes)],
    },
    async (request) => {
      const me = requireUser(request).id;
      return presentRequest(await editRequest(app.db, me, request.params.id, request.body, app.clock()), me);
    },
  );

  app.delete(
    '/requests/:id',
    { config: { access: 'member' }, schema: { params: requestIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await deleteRequest(app.db, requireUser(request).id, request.params.id, app.clock());
      return { message: requestMessages.deleted };
    },
  );

  app.post(
    '/requests/:id/accept',
    {
      config: { access: 'verified' },
      schema: { params: requestIdParams, response: { 201: requestAccepted } },
      preHandler: [perUser(CONNECTION_LIMITS.accepts)],
    },
    async (request, reply) => {
      const conversationId = await acceptRequest(
        app.db,
        app.config.publicUrl,
        requireUser(request).id,
        request.params.id,
        app.clock(),
      );
      return reply.code(201).send({ conversationId });
    },
  );
};
