import type { FastifyPluginAsync } from 'fastify';
import { noteRoutes } from './notes/notes.routes';
import { perClientLimiters } from './ripples.limits';
import { subscriptionRoutes } from './subscriptions/subscriptions.routes';
import { createGrowthNotifier } from './subscriptions/subscriptions.service';

/**
 * The ripple API under /api (part 1 §7, plus the owner's, reporting and following calls): the notes and their
 * summary (notes/), following a ripple by e-mail (subscriptions/). A pass tells the ripple's followers at once.
 */
export const rippleRoutes: FastifyPluginAsync = async (app) => {
  const limits = perClientLimiters(app);
  const growth = createGrowthNotifier(app.db, app.config.publicUrl, app.log);
  app.addHook('preClose', growth.close);
  await app.register(noteRoutes, { limits, onFollowedRippleGrew: growth.notify });
  await app.register(subscriptionRoutes, { limits });
};

/** The link-preview pages of /r/{code} and /ripple/{code} and their pictures, outside /api (previews/). */
export { ripplePages } from './previews/previews.routes';
