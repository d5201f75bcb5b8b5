import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../common/schemas/common';
import {
  adminReport,
  adminReportsPage,
  adminReportsQuery,
  appealDecisionInput,
  appealIdParams,
  appealInput,
  messageIdParams,
  moderationMessages as M,
  myReportsPage,
  myReportsQuery,
  reportIdParams,
  reportRefParams,
  reportStatusInput,
  resolveReportInput,
  reviewQueuePage,
  reviewQueueQuery,
} from '../../../common/schemas/moderation';
import { presentPage } from '../../lib/admin-page';
import { limit, perMember } from '../../plugins/rate-limit';
import { requireUser } from '../../plugins/session';
import { REPORTS_LIMITS } from './reports.limits';
import { presentQueueEntry, presentReport } from './reports.presenter';
import { decideAppealFor, fileAppeal } from './reports.appeals.service';
import { resolveReport } from './reports.outcomes.service';
import { markCrisisHandled, reviewQueue } from './reports.queue.service';
import { listMyReports, listReports, markReviewed } from './reports.service';
import type { SuspensionStep } from '../users/users.service';
import { adminActor } from '../audit/audit.service';

/**
 * Reports with outcomes, appeals and the review queue (decision 043); every admin action audited. `suspensionSteps`:
 * what a suspension does in the other areas, and what lifting it undoes (server/composition.ts).
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ suspensionSteps: readonly SuspensionStep[] }> = async (
  app,
  opts,
) => {
  const adminWrite = limit(app, { ...REPORTS_LIMITS.adminWrite, key: perMember });
  const reportsPage = async (q: Parameters<typeof listReports>[1]) => {
    return presentPage(await listReports(app.db, q, app.clock()), q, presentReport);
  };

  app.get(
    '/admin/reports',
    { config: { access: 'admin' }, schema: { querystring: adminReportsQuery, response: { 200: adminReportsPage } } },
    async (request) => {
      return reportsPage(request.query);
    },
  );

  app.get(
    '/admin/connections/reports',
    {
      config: { access: 'admin' },
      schema: { querystring: adminReportsQuery.omit({ kind: true }), response: { 200: adminReportsPage } },
    },
    async (request) => {
      return reportsPage({ ...request.query, kind: 'connection' });
    },
  );

  app.patch(
    '/admin/connections/reports/:id',
    {
      config: { access: 'admin' },
      schema: { params: reportIdParams, body: reportStatusInput, response: { 200: adminReport } },
      preHandler: adminWrite,
    },
    async (request) => presentReport(await markReviewed(app.db, adminActor(request), 'connection', request.params.id)),
  );

  app.patch(
    '/admin/reports/:kind/:id',
    {
      config: { access: 'admin' },
      schema: { params: reportRefParams, body: reportStatusInput, response: { 200: adminReport } },
      preHandler: adminWrite,
    },
    async (request) =>
      presentReport(await markReviewed(app.db, adminActor(request), request.params.kind, request.params.id)),
  );

  app.post(
    '/admin/reports/:kind/:id/resolve',
    {
      config: { access: 'admin' },
      schema: { params: reportRefParams, body: resolveReportInput, response: { 200: adminReport } },
      preHandler: adminWrite,
    },
    async (request) =>
      presentReport(
        await resolveReport(
          app.db,
          adminActor(request),
          {
            ...request.params,
            ...request.body,
            config: app.config,
            now: app.clock(),
          },
          opts.suspensionSteps,
        ),
      ),
  );

  app.get(
    '/admin/review-queue',
    { config: { access: 'admin' }, schema: { querystring: reviewQueueQuery, response: { 200: reviewQueuePage } } },
    async (request) => {
      const { entries, total } = await reviewQueue(app.db, request.query, app.clock());
      return presentPage({ rows: entries, total }, request.query, presentQueueEntry);
    },
  );

  app.post(
    '/admin/appeals/:id/decision',
    {
      config: { access: 'admin' },
      schema: { params: appealIdParams, body: appealDecisionInput, response: { 200: messageResponse } },
      preHandler: adminWrite,
    },
    async (request) => {
      await decideAppealFor(
        app.db,
        adminActor(request),
        {
          id: request.params.id,
          ...request.body,
          config: app.config,
        },
        opts.suspensionSteps,
      );
      return { message: M.appealDecision };
    },
  );

  app.post(
    '/admin/crisis-messages/:id/handled',
    {
      config: { access: 'admin' },
      schema: { params: messageIdParams, response: { 200: messageResponse } },
      preHandler: adminWrite,
    },
    async (request) => {
      await markCrisisHandled(app.db, adminActor(request), request.params.id);
      return { message: M.crisisReviewed };
    },
  );

  app.get(
    '/connections/my-reports',
    { config: { access: 'member' }, schema: { querystring: myReportsQuery, response: { 200: myReportsPage } } },
    async (request) => {
      return listMyReports(app.db, requireUser(request).id, request.query.cursor);
    },
  );

  app.post(
    '/appeals',
    {
      config: { access: 'public' },
      schema: { body: appealInput, response: { 201: messageResponse } },
      preHandler: limit(app, REPORTS_LIMITS.appeal),
    },
    async (request, reply) => {
      await fileAppeal(app.db, request.body);
      return reply.code(201).send({ message: M.appealSent });
    },
  );
};
