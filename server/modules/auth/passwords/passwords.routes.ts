import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordInput,
  forgotPasswordInput,
  resetPasswordInput,
  resetTokenParams,
  verifyResetTokenResponse,
} from '../../../../common/schemas/passwords';
import { messageResponse } from '../../../../common/schemas/common';
import { bodyField, limit, perMember } from '../../../plugins/rate-limit';
import { clearSessionCookie, requireUser } from '../../../plugins/session';
import { LIMITS } from '../auth.limits';
import {
  presentPasswordChanged,
  presentPasswordReset,
  presentResetMailSent,
  presentResetTokenCheck,
} from './passwords.presenter';
import { changePassword, isResetTokenValid, requestPasswordReset, resetPassword } from './passwords.service';

/** The member's password change (part 2: profile), and the forgotten password's link (part 1 §7). */
export const passwordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/change-password',
    {
      config: { access: 'member' },
      schema: { body: changePasswordInput, response: { 200: messageResponse } },
      preHandler: [limit(app, { ...LIMITS.changePasswordMember, key: perMember })],
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await changePassword(
        app.db,
        app.config,
        requireUser(request).id,
        request.sessionId,
        currentPassword,
        newPassword,
      );
      return presentPasswordChanged();
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { body: forgotPasswordInput, response: { 200: messageResponse } },
      preHandler: [limit(app, LIMITS.forgotIp), limit(app, { ...LIMITS.forgotEmail, key: bodyField('email') })],
    },
    async (request) => {
      await requestPasswordReset(app.db, app.config, request.body.email);
      return presentResetMailSent();
    },
  );

  app.get(
    '/auth/verify-reset-token/:token',
    {
      config: { access: 'public' },
      schema: { params: resetTokenParams, response: { 200: verifyResetTokenResponse } },
      preHandler: [limit(app, LIMITS.verifyResetIp)],
    },
    async (request) => {
      return presentResetTokenCheck(await isResetTokenValid(app.db, request.params.token));
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: { body: resetPasswordInput, response: { 200: messageResponse } },
      preHandler: [limit(app, LIMITS.resetIp)],
    },
    async (request, reply) => {
      await resetPassword(app.db, app.config, request.body.token, request.body.newPassword);
      // Every session of the account ended, including one this browser may have had.
      clearSessionCookie(reply);
      return presentPasswordReset();
    },
  );
};
