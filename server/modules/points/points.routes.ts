import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cursorQuery, pointsHistoryPage } from '../../../common/schemas/points';
import { badRequest } from '../../http-error';
import { requireUser } from '../../plugins/session';
import { presentHistoryPage } from './points.presenter';
import { pointsHistory } from './points.service';

/** An id cursor: the last entry's id of the previous page. */
function idCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!/^\d{1,10}$/.test(cursor)) throw badRequest('This list cannot continue from there. Please reload it.');
  return Number(cursor);
}

/** GET /api/user/points-history: where every point came from, newest first. */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/points-history',
    {
      config: { access: 'member' },
      schema: { querystring: cursorQuery, response: { 200: pointsHistoryPage } },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const rows = await pointsHistory(app.db, requireUser(request).id, {
        beforeId: idCursor(cursor),
        limit: limit + 1,
      });
      return presentHistoryPage(rows, limit);
    },
  );
};
