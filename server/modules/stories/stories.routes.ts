import type { FastifyPluginAsync } from 'fastify';
import { commentRoutes } from './comments/comments.routes';
import { createStoryPageCache } from './stories.cache';
import { postRoutes } from './posts/posts.routes';
import { likeRoutes } from './likes/likes.routes';
import { storiesAdminRoutes } from './stories.admin.routes';

/**
 * The story API under /api (part 2 §7): stories (posts/), likes (likes/), comments and reports (comments/), and the
 * admin's Story Approval (`stories.admin.routes.ts`, approval/).
 */
export const storiesRoutes: FastifyPluginAsync = async (app) => {
  const pages = createStoryPageCache(app.db, { ttlMs: app.config.cacheTtl.storyPageMs });
  app.addHook('onClose', async () => pages.close());
  await app.register(postRoutes, { pages });
  await app.register(likeRoutes);
  await app.register(commentRoutes, { pages });
  await app.register(storiesAdminRoutes, { pages });
};
