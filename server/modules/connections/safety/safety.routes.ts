import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../../common/schemas/common';
import {
  blockInput,
  blockList,
  blockUserParams,
  reportCreated,
  reportInput,
  CONNECTIONS_TEXT,
} from '../../../../common/schemas/connections';
import { showDisplayName } from '../../../../common/names';
import { limit, perMember } from '../../../plugins/rate-limit';
import { requireUser } from '../../../plugins/session';
import { CONNECTION_LIMITS } from '../connections.limits';
import { blockMember, listBlockedMembers, reportMember, unblockMember } from './safety.service';

/** Blocks (member: anyone can always stop contact) and reports (verified). */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/blocks',
    {
      config: { access: 'member' },
      schema: { body: blockInput, response: { 201: messageResponse } },
      preHandler: [limit(app, { ...CONNECTION_LIMITS.writes, name: 'connections-blocks', key: perMember })],
    },
    async (request, reply) => {
      await blockMember(app.db, requireUser(request).id, request.body);
      return reply.code(201).send({ message: CONNECTIONS_TEXT.userBlocked });
    },
  );

  app.delete(
    '/blocks/:userId',
    { config: { access: 'member' }, schema: { params: blockUserParams, response: { 200: messageResponse } } },
    async (request) => {
      await unblockMember(app.db, requireUser(request).id, request.params.userId);
      return { message: CONNECTIONS_TEXT.userUnblocked };
    },
  );

  app.get('/blocks', { config: { access: 'member' }, schema: { response: { 200: blockList } } }, async (request) => {
    const rows = await listBlockedMembers(app.db, requireUser(request).id);
    return {
      items: rows.map((r) => ({
        id: r.id,
        displayName: showDisplayName(r.displayName),
        avatar: r.avatar,
        blockedAt: r.blockedAt.toISOString(),
      })),
      nextCursor: null,
    };
  });

  app.post(
    '/reports',
    {
      config: { access: 'verified' },
      schema: { body: reportInput, response: { 201: reportCreated } },
      preHandler: [limit(app, { ...CONNECTION_LIMITS.reports, key: perMember })],
    },
    async (request, reply) => {
      const id = await reportMember(app.db, requireUser(request).id, request.body, app.clock());
      return reply.code(201).send({ id, message: CONNECTIONS_TEXT.reportReceived });
    },
  );
};
