import type { FastifyPluginAsync } from 'fastify';
import { commentRoutes } from './comments/comments.routes';
import { storyCoreRoutes } from './core/core.routes';
import { likeRoutes } from './likes/likes.routes';
import { storiesAdminRoutes } from './stories.admin.routes';

/** The story API under /api (part 2 §7): stories (core/), likes (likes/), comments and reports (comments/), moderation. */
export const storiesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(storyCoreRoutes);
  await app.register(likeRoutes);
  await app.register(commentRoutes);
  await app.register(storiesAdminRoutes);
};
