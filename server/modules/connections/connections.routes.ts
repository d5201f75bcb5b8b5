import type { FastifyPluginAsync } from 'fastify';
import { connectionsAdminRoutes } from './admin/connections.admin.routes';
import { conversationRoutes } from './conversations/conversations.routes';
import { eventRoutes } from './events/events.routes';
import { profileRoutes } from './profiles/profiles.routes';
import { requestRoutes } from './requests/requests.routes';
import { safetyRoutes } from './safety/safety.routes';

/** Kindness Connections under /api/connections (profiles, requests, conversations, safety, live events), and its moderation. */
export const connectionsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (c) => {
      await c.register(profileRoutes);
      await c.register(requestRoutes);
      await c.register(conversationRoutes);
      await c.register(safetyRoutes);
      await c.register(eventRoutes);
    },
    { prefix: '/connections' },
  );
  // The admin's moderation calls live under /api/admin (the spec's paths).
  await app.register(connectionsAdminRoutes);
};
