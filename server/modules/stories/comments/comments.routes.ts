import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../../common/schemas/common';
import { cursorQuery } from '../../../../common/schemas/points';
import {
  comment,
  commentIdParams,
  commentPage,
  createCommentInput,
  reportContentInput,
  storyIdParams,
  storyMessages,
} from '../../../../common/schemas/stories';
import { clientKey } from '../../../client-key';
import { badRequest } from '../../../http-error';
import { limit, perMember } from '../../../plugins/rate-limit';
import { requireUser } from '../../../plugins/session';
import { STORY_LIMITS } from '../stories.limits';
import { viewerOf } from '../stories.forms';
import { presentComment, presentCommentPage } from './comments.presenter';
import * as service from './comments.service';
import type { StoryPartOptions } from '../stories.cache';

const afterId = (cursor: string | undefined) => {
  if (cursor === undefined) return undefined;
  if (!/^\d{1,10}$/.test(cursor)) throw badRequest('This list cannot continue from there. Please reload it.');
  return Number(cursor);
};

/** Comments on stories (read by everyone, written by members), their deletion, and reports of stories and comments. */
export const commentRoutes: FastifyPluginAsyncZod<StoryPartOptions> = async (app, { pages }) => {
  const commentLimit = limit(app, { ...STORY_LIMITS.comment, key: perMember });
  const reportLimit = limit(app, { ...STORY_LIMITS.report, key: perMember });

  app.get(
    '/stories/:id/comments',
    {
      config: { access: 'public' },
      schema: { params: storyIdParams, querystring: cursorQuery, response: { 200: commentPage } },
    },
    async (request) => {
      const { limit: size, cursor } = request.query;
      const { rows, authors } = await service.listComments(app.db, {
        storyId: request.params.id,
        viewer: viewerOf(request),
        afterId: afterId(cursor),
        limit: size,
      });
      return presentCommentPage(rows, size, authors);
    },
  );

  app.post(
    '/stories/:id/comments',
    {
      config: { access: 'verified' },
      schema: { params: storyIdParams, body: createCommentInput, response: { 201: comment } },
      preHandler: commentLimit,
    },
    async (request, reply) => {
      const { row, authors } = await service.addComment(app.db, {
        storyId: request.params.id,
        userId: requireUser(request).id,
        content: request.body.content,
        now: app.clock(),
      });
      // The list's cards show comment counts.
      await pages.changed();
      return reply.code(201).send(presentComment(row, authors));
    },
  );

  app.delete(
    '/comments/:id',
    { config: { access: 'member' }, schema: { params: commentIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await service.removeComment(app.db, {
        commentId: request.params.id,
        viewer: viewerOf(request)!,
        clientKey: clientKey(request.ip),
      });
      await pages.changed();
      return { message: storyMessages.commentDeleted };
    },
  );

  app.post(
    '/stories/:id/report',
    {
      config: { access: 'verified' },
      schema: { params: storyIdParams, body: reportContentInput, response: { 201: messageResponse } },
      preHandler: reportLimit,
    },
    async (request, reply) => {
      await service.reportStory(app.db, { storyId: request.params.id, viewer: viewerOf(request)!, ...request.body });
      return reply.code(201).send({ message: storyMessages.reported });
    },
  );

  app.post(
    '/comments/:id/report',
    {
      config: { access: 'verified' },
      schema: { params: commentIdParams, body: reportContentInput, response: { 201: messageResponse } },
      preHandler: reportLimit,
    },
    async (request, reply) => {
      await service.reportComment(app.db, {
        commentId: request.params.id,
        viewer: viewerOf(request)!,
        ...request.body,
      });
      return reply.code(201).send({ message: storyMessages.reported });
    },
  );
};
