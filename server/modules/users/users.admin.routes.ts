import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustPointsInput,
  adjustPointsResponse,
  adminUserIdParams,
  adminUserMessages,
  adminUserResponse,
  adminUsersPage,
  adminUsersQuery,
  clearUnderAgeAnswerInput,
  correctDateOfBirthInput,
  suspendUserInput,
} from '../../../common/schemas/admin-users';
import { presentPage } from '../../lib/admin-page';
import { limit, perMember } from '../../plugins/rate-limit';
import { presentAdminUser } from './users.admin.presenter';
import * as service from './users.admin.service';
import type { SuspensionStep } from './users.suspension.service';
import { USER_LIMITS } from './users.limits';
import { adminActor } from '../audit/audit.service';

/** What Manage Users is handed from the other areas (server/composition.ts). */
export interface ManageUsersOptions {
  /** What a suspension does in the other areas, and what lifting it undoes. */
  suspensionSteps: readonly SuspensionStep[];
  /** The date of birth an admin corrects (the help profile's). */
  dateOfBirthCorrection: service.DateOfBirthCorrection;
}

/**
 * Manage Users (admin): the paged table, points, suspension, date-of-birth correction, clearing an under-13 answer.
 * The password reset of a member is the auth module's (its passwords part).
 */
export const usersAdminRoutes: FastifyPluginAsyncZod<ManageUsersOptions> = async (app, opts) => {
  const writeLimit = limit(app, { ...USER_LIMITS.adminWrite, key: perMember });

  app.get(
    '/admin/users',
    { config: { access: 'admin' }, schema: { querystring: adminUsersQuery, response: { 200: adminUsersPage } } },
    async (request) => {
      const now = app.clock();
      return presentPage(await service.listUsers(app.db, request.query), request.query, (r) =>
        presentAdminUser(r, now),
      );
    },
  );

  app.post(
    '/admin/adjust-points',
    {
      config: { access: 'admin' },
      schema: { body: adjustPointsInput, response: { 200: adjustPointsResponse } },
      preHandler: writeLimit,
    },
    async (request) => {
      const points = await service.adjustUserPoints(app.db, adminActor(request), request.body);
      return { message: adminUserMessages.pointsAdjusted, points };
    },
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      config: { access: 'admin' },
      schema: { params: adminUserIdParams, body: suspendUserInput, response: { 200: adminUserResponse } },
      preHandler: writeLimit,
    },
    async (request) => {
      const now = app.clock();
      const { reason, until } = request.body;
      const user = await service.suspendUser(
        app.db,
        app.config,
        adminActor(request),
        {
          userId: request.params.id,
          reason,
          until: until ? new Date(until) : null,
          now,
        },
        opts.suspensionSteps,
      );
      return { message: adminUserMessages.suspended, user: presentAdminUser(user, now) };
    },
  );

  app.post(
    '/admin/users/:id/unsuspend',
    {
      config: { access: 'admin' },
      schema: { params: adminUserIdParams, response: { 200: adminUserResponse } },
      preHandler: writeLimit,
    },
    async (request) => {
      const user = await service.unsuspendUser(
        app.db,
        app.config,
        adminActor(request),
        request.params.id,
        opts.suspensionSteps,
      );
      return { message: adminUserMessages.unsuspended, user: presentAdminUser(user, app.clock()) };
    },
  );

  app.patch(
    '/admin/users/:id/date-of-birth',
    {
      config: { access: 'admin' },
      schema: { params: adminUserIdParams, body: correctDateOfBirthInput, response: { 200: adminUserResponse } },
      preHandler: writeLimit,
    },
    async (request) => {
      const now = app.clock();
      const user = await service.correctUserDateOfBirth(
        app.db,
        adminActor(request),
        {
          userId: request.params.id,
          dateOfBirth: request.body.dateOfBirth,
          reason: request.body.reason,
          now,
        },
        opts.dateOfBirthCorrection,
      );
      return { message: adminUserMessages.dateOfBirthCorrected, user: presentAdminUser(user, now) };
    },
  );

  app.post(
    '/admin/users/:id/under-age-answer/clear',
    {
      config: { access: 'admin' },
      schema: { params: adminUserIdParams, body: clearUnderAgeAnswerInput, response: { 200: adminUserResponse } },
      preHandler: writeLimit,
    },
    async (request) => {
      const user = await service.clearUserUnderAgeAnswer(app.db, adminActor(request), {
        userId: request.params.id,
        reason: request.body.reason,
      });
      return { message: adminUserMessages.underAgeAnswerCleared, user: presentAdminUser(user, app.clock()) };
    },
  );
};
