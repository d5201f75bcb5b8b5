import type { FastifyPluginAsync } from 'fastify';
import { coreRoutes } from './core/core.routes';
import { perClientLimiters } from './ripples.limits';
import { createGrowthNotifier } from './subscriptions/subscriptions.notifier';
import { subscriptionRoutes } from './subscriptions/subscriptions.routes';

/**
 * The ripple API under /api (part 1 §7, plus the owner's, reporting and following calls): the notes and their
 * summary (core/), following a ripple by e-mail (subscriptions/). A pass tells the ripple's followers at once.
 */
export const rippleRoutes: FastifyPluginAsync = async (app) => {
  const limits = perClientLimiters(app);
  const growth = createGrowthNotifier(app.db, app.config.publicUrl, app.log);
  app.addHook('preClose', growth.close);
  await app.register(coreRoutes, { limits, onFollowedRippleGrew: growth.notify });
  await app.register(subscriptionRoutes, { limits });
};

/** The link-preview pages of /r/{code} and /ripple/{code} and their pictures, outside /api (previews/). */
export { ripplePages } from './previews/previews.routes';
