import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { likeState, likedResponse, storyIdParams } from '../../../../common/schemas/stories';
import { limit, perMember } from '../../../plugins/rate-limit';
import { requireUser } from '../../../plugins/session';
import { STORY_LIMITS } from '../stories.limits';
import * as service from './likes.service';

/** Likes: the state (public; false for guests), like and unlike (members who confirmed their address). */
export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  const likeLimit = limit(app, { ...STORY_LIMITS.like, key: perMember });

  app.get(
    '/stories/:id/like',
    { config: { access: 'public' }, schema: { params: storyIdParams, response: { 200: likeState } } },
    async (request) => {
      return service.likeState(app.db, request.params.id, request.user?.id ?? null);
    },
  );
  app.get(
    '/stories/:id/liked',
    { config: { access: 'public' }, schema: { params: storyIdParams, response: { 200: likedResponse } } },
    async (request) => {
      return service.isLiked(app.db, request.params.id, request.user?.id ?? null);
    },
  );
  app.post(
    '/stories/:id/like',
    {
      // The hottest write there is, and it changes nothing of the liker's session (decision 051).
      config: { access: 'verified', session: 'unchanged' },
      schema: { params: storyIdParams, response: { 200: likeState } },
      preHandler: likeLimit,
    },
    async (request) =>
      service.likeStory(app.db, { userId: requireUser(request).id, storyId: request.params.id, fresh: request.fresh }),
  );
  app.delete(
    '/stories/:id/like',
    {
      // The hottest write there is, and it changes nothing of the liker's session (decision 051).
      config: { access: 'verified', session: 'unchanged' },
      schema: { params: storyIdParams, response: { 200: likeState } },
      preHandler: likeLimit,
    },
    async (request) => service.unlikeStory(app.db, { userId: requireUser(request).id, storyId: request.params.id }),
  );
};
