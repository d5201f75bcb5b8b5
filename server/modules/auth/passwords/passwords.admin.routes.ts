import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserMessages, resetUserPasswordInput } from '../../../../common/schemas/admin-users';
import { messageResponse } from '../../../../common/schemas/common';
import { limit, perMember } from '../../../plugins/rate-limit';
import { MANAGE_USERS_WRITE_LIMIT } from '../../users/users.service';
import { resetMemberPassword, type SignOutStep } from './passwords.service';
import { adminActor } from '../../audit/audit.service';

/**
 * Manage Users' 'Reset User Password' (decision 041), counted with the other Manage Users actions. `signOutSteps`:
 * what the other areas do when the member is signed out everywhere (server/composition.ts).
 */
export const passwordsAdminRoutes: FastifyPluginAsyncZod<{ signOutSteps: readonly SignOutStep[] }> = async (
  app,
  opts,
) => {
  app.post(
    '/admin/reset-user-password',
    {
      config: { access: 'admin' },
      schema: { body: resetUserPasswordInput, response: { 200: messageResponse } },
      preHandler: limit(app, { ...MANAGE_USERS_WRITE_LIMIT, key: perMember }),
    },
    async (request) => {
      const actor = adminActor(request);
      await resetMemberPassword(app.db, app.config, actor, request.body, opts.signOutSteps);
      return { message: adminUserMessages.passwordReset };
    },
  );
};
