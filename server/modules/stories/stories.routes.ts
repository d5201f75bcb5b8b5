import type { FastifyPluginAsync } from 'fastify';
import { commentRoutes } from './comments/comments.routes';
import { createStoryPageCache } from './core/core.cache';
import { storyCoreRoutes } from './core/core.routes';
import { likeRoutes } from './likes/likes.routes';
import { storiesAdminRoutes } from './stories.admin.routes';

/** The story API under /api (part 2 §7): stories (core/), likes (likes/), comments and reports (comments/), moderation. */
export const storiesRoutes: FastifyPluginAsync = async (app) => {
  const pages = createStoryPageCache({ ttlMs: app.config.cacheTtl.storyPageMs });
  await app.register(storyCoreRoutes, { pages });
  await app.register(likeRoutes);
  await app.register(commentRoutes, { pages });
  await app.register(storiesAdminRoutes, { pages });
};
