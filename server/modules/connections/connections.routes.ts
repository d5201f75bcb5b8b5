import type { FastifyPluginAsync } from 'fastify';
import { connectionsAdminRoutes } from './admin/admin.routes';
import { conversationRoutes } from './conversations/conversations.routes';
import { profileRoutes } from './profiles/profiles.routes';
import { requestRoutes } from './requests/requests.routes';
import { safetyRoutes } from './safety/safety.routes';

/**
 * Kindness Connections under /api/connections (profiles, requests, conversations, safety), and its moderation. Its
 * live events go out on the member event stream (server/modules/events).
 */
export const connectionsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (c) => {
      await c.register(profileRoutes);
      await c.register(requestRoutes);
      await c.register(conversationRoutes);
      await c.register(safetyRoutes);
    },
    { prefix: '/connections' },
  );
  // The admin's moderation calls live under /api/admin (the spec's paths).
  await app.register(connectionsAdminRoutes);
};
