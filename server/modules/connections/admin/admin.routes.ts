import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../../common/schemas/common';
import { message } from '../../../../common/schemas/connections';
import {
  adminBlockInput,
  adminBlockResult,
  adminConnectionsAnalytics,
  adminConversationPage,
  adminConversationsQuery,
  adminEditRequestInput,
  adminIdParams,
  adminMessageInput,
  adminMessagePage,
  adminMessagesQuery,
  adminRequest,
  adminRequestPage,
  adminRequestsQuery,
  adminReviewPage,
  adminReviewsQuery,
  adminUserIdParams,
  ADMIN_CONNECTIONS_TEXT,
} from '../../../../common/schemas/connections-admin';
import { presentPage } from '../../../lib/admin-page';
import { limit, perMember } from '../../../plugins/rate-limit';
import { presentMessage } from '../conversations/conversations.service';
import { CONNECTIONS_ADMIN_LIMITS } from './admin.limits';
import {
  presentAdminConversation,
  presentAdminMessage,
  presentAdminRequest,
  presentAdminReview,
} from './admin.presenter';
import * as service from './admin.service';
import { adminActor } from '../../audit/audit.service';

const conversationParams = adminIdParams('Conversation');
const requestParams = adminIdParams('Request');
const reviewParams = adminIdParams('Review');

/**
 * Connections moderation (the /admin Connections tab and /admin/connections): the lists, permanent conversation
 * delete, request edit and removal, review removal, the admin block and the team's message. Registered under /api.
 */
export const connectionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const writeLimit = limit(app, { ...CONNECTIONS_ADMIN_LIMITS.adminWrite, key: perMember });
  const admin = { access: 'admin' as const };

  app.get(
    '/admin/connections/conversations',
    { config: admin, schema: { querystring: adminConversationsQuery, response: { 200: adminConversationPage } } },
    async (request) => {
      return presentPage(
        await service.adminConversations(app.db, request.query),
        request.query,
        presentAdminConversation,
      );
    },
  );

  app.get(
    '/admin/connections/conversations/:id/messages',
    {
      config: admin,
      schema: { params: conversationParams, querystring: adminMessagesQuery, response: { 200: adminMessagePage } },
    },
    async (request) => {
      const rows = await service.adminMessages(app.db, request.params.id, request.query);
      return presentPage(rows, request.query, presentAdminMessage);
    },
  );

  app.delete(
    '/admin/connections/conversations/:id',
    {
      config: admin,
      schema: { params: conversationParams, response: { 200: messageResponse } },
      preHandler: writeLimit,
    },
    async (request) => {
      await service.deleteConversationForGood(app.db, adminActor(request), request.params.id);
      return { message: ADMIN_CONNECTIONS_TEXT.conversationDeleted };
    },
  );

  app.post(
    '/admin/conversations/:id/message',
    {
      config: admin,
      schema: { params: conversationParams, body: adminMessageInput, response: { 201: message } },
      preHandler: writeLimit,
    },
    async (request, reply) => {
      const m = await service.sendTeamMessage(
        app.db,
        adminActor(request),
        request.params.id,
        request.body,
        app.clock(),
      );
      return reply.code(201).send(presentMessage(m));
    },
  );

  app.get(
    '/admin/connections/requests',
    { config: admin, schema: { querystring: adminRequestsQuery, response: { 200: adminRequestPage } } },
    async (request) => {
      return presentPage(await service.adminRequests(app.db, request.query), request.query, presentAdminRequest);
    },
  );

  app.patch(
    '/admin/connections/requests/:id',
    {
      config: admin,
      schema: { params: requestParams, body: adminEditRequestInput, response: { 200: adminRequest } },
      preHandler: writeLimit,
    },
    async (request) =>
      presentAdminRequest(
        await service.editRequestAsAdmin(app.db, adminActor(request), request.params.id, request.body),
      ),
  );

  app.delete(
    '/admin/connections/requests/:id',
    { config: admin, schema: { params: requestParams, response: { 200: messageResponse } }, preHandler: writeLimit },
    async (request) => {
      await service.removeRequestAsAdmin(app.db, adminActor(request), request.params.id, app.clock());
      return { message: ADMIN_CONNECTIONS_TEXT.requestRemoved };
    },
  );

  app.get(
    '/admin/connections/reviews',
    { config: admin, schema: { querystring: adminReviewsQuery, response: { 200: adminReviewPage } } },
    async (request) => {
      return presentPage(await service.adminReviews(app.db, request.query), request.query, presentAdminReview);
    },
  );

  app.delete(
    '/admin/connections/reviews/:id',
    { config: admin, schema: { params: reviewParams, response: { 200: messageResponse } }, preHandler: writeLimit },
    async (request) => {
      await service.removeReview(app.db, adminActor(request), request.params.id);
      return { message: ADMIN_CONNECTIONS_TEXT.reviewRemoved };
    },
  );

  app.post(
    '/admin/connections/block/:userId',
    {
      config: admin,
      schema: { params: adminUserIdParams, body: adminBlockInput, response: { 200: adminBlockResult } },
      preHandler: writeLimit,
    },
    async (request) => {
      const done = await service.blockFromConnections(
        app.db,
        adminActor(request),
        request.params.userId,
        request.body,
        app.clock(),
      );
      return { message: ADMIN_CONNECTIONS_TEXT.memberBlocked, ...done };
    },
  );

  app.delete(
    '/admin/connections/block/:userId',
    {
      config: admin,
      schema: { params: adminUserIdParams, response: { 200: messageResponse } },
      preHandler: writeLimit,
    },
    async (request) => {
      await service.unblockFromConnections(app.db, adminActor(request), request.params.userId);
      return { message: ADMIN_CONNECTIONS_TEXT.memberUnblocked };
    },
  );

  app.get(
    '/admin/connections/analytics',
    { config: admin, schema: { response: { 200: adminConnectionsAnalytics } } },
    async () => {
      return service.adminAnalytics(app.db);
    },
  );
};
