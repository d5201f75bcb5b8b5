import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../../common/schemas/common';
import {
  completeInput,
  conversation,
  conversationIdParams,
  conversationListQuery,
  conversationPage,
  markReadInput,
  messageListQuery,
  messagePage,
  messageSent,
  readAnswer,
  review,
  reviewInput,
  sendMessageInput,
  unreadTotal as unreadTotalAnswer,
  CONNECTIONS_TEXT,
} from '../../../../common/schemas/connections';
import { limit, perMember } from '../../../plugins/rate-limit';
import { requireUser } from '../../../plugins/session';
import { CONNECTION_LIMITS } from '../connections.limits';
import { presentConversation, presentMessage } from './conversations.presenter';
import {
  completeConversation,
  listConversationsFor,
  markRead,
  removeConversation,
  requireConversation,
  reviewRequester,
  unreadTotal,
} from './conversations.service';
import { listMessagesFor, sendMessage } from './messages.service';

/** Conversations, their messages, read positions, completion and reviews. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const perUser = (spec: (typeof CONNECTION_LIMITS)[keyof typeof CONNECTION_LIMITS]) =>
    limit(app, { ...spec, key: perMember });

  app.get(
    '/conversations',
    {
      config: { access: 'member' },
      schema: { querystring: conversationListQuery, response: { 200: conversationPage } },
    },
    async (request) => {
      const now = app.clock();
      const { rows, nextCursor } = await listConversationsFor(app.db, requireUser(request).id, request.query, now);
      return { items: rows.map((r) => presentConversation(r, now)), nextCursor };
    },
  );

  app.get(
    '/conversations/:id',
    { config: { access: 'member' }, schema: { params: conversationIdParams, response: { 200: conversation } } },
    async (request) => {
      const now = app.clock();
      return presentConversation(
        await requireConversation(app.db, requireUser(request).id, request.params.id, now, { removed: 'readable' }),
        now,
      );
    },
  );

  app.delete(
    '/conversations/:id',
    { config: { access: 'member' }, schema: { params: conversationIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await removeConversation(app.db, requireUser(request).id, request.params.id, app.clock());
      return { message: CONNECTIONS_TEXT.conversationRemoved };
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      config: { access: 'member' },
      schema: { params: conversationIdParams, querystring: messageListQuery, response: { 200: messagePage } },
    },
    async (request) => {
      const page = await listMessagesFor(
        app.db,
        requireUser(request).id,
        request.params.id,
        request.query,
        app.clock(),
      );
      return { items: page.rows.map(presentMessage), nextCursor: page.nextCursor };
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: { access: 'verified' },
      schema: { params: conversationIdParams, body: sendMessageInput, response: { 201: messageSent } },
      preHandler: [perUser(CONNECTION_LIMITS.messages)],
    },
    async (request, reply) => {
      const sent = await sendMessage(
        app.db,
        app.config.publicUrl,
        requireUser(request).id,
        request.params.id,
        request.body.content,
        app.clock(),
      );
      return reply.code(201).send({ ...presentMessage(sent.message), crisisSupport: sent.crisis });
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      config: { access: 'member' },
      schema: { params: conversationIdParams, body: markReadInput, response: { 200: readAnswer } },
    },
    async (request) =>
      markRead(app.db, requireUser(request).id, request.params.id, request.body.messageId, app.clock()),
  );

  app.get(
    '/unread',
    { config: { access: 'member' }, schema: { response: { 200: unreadTotalAnswer } } },
    async (request) => {
      return { unreadTotal: await unreadTotal(app.db, requireUser(request).id) };
    },
  );

  app.post(
    '/conversations/:id/complete',
    {
      config: { access: 'verified' },
      schema: { params: conversationIdParams, body: completeInput, response: { 200: conversation } },
      preHandler: [perUser(CONNECTION_LIMITS.writes)],
    },
    async (request) => {
      const now = app.clock();
      const row = await completeConversation(app.db, requireUser(request).id, request.params.id, request.body, now);
      app.stats.invalidate();
      return presentConversation(row, now);
    },
  );

  app.post(
    '/conversations/:id/review',
    {
      config: { access: 'verified' },
      schema: { params: conversationIdParams, body: reviewInput, response: { 201: review } },
      preHandler: [perUser(CONNECTION_LIMITS.writes)],
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reviewRequester(app.db, requireUser(request).id, request.params.id, request.body, app.clock())),
  );
};
