import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORGOT_PASSWORD_SENT,
  PREDEFINED_AVATARS,
  REGISTER_AVATAR_UPLOAD,
  altchaChallenge,
  avatarResponse,
  forgotPasswordInput,
  loginInput,
  messageResponse,
  predefinedAvatarsResponse,
  registerInput,
  resetPasswordInput,
  verifyResetTokenResponse,
} from '../../../common/schemas/auth';
import { currentUser } from '../../../common/schemas/users';
import { notFound } from '../../http-error';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session';
import { readAvatarFile, recordPendingUpload, storeAvatarImage } from '../avatars/avatars.service';
import { presentCurrentUser } from './auth.presenter';
import { logIn, registerMember } from './auth.service';
import { createAltchaChallenge } from './captcha';
import { isResetTokenValid, requestPasswordReset, resetPassword } from './password-reset.service';
import { LIMITS, bodyField, limit } from './rate-limits';
import { deleteSession } from './sessions';

/** Login, registration, logout, the current user, captcha and password reset (part 1 §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user', { schema: { response: { 200: currentUser } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return presentCurrentUser(requireUser(request));
  });

  app.post(
    '/login',
    {
      schema: { body: loginInput, response: { 200: currentUser } },
      preHandler: [limit(app, LIMITS.loginIp), limit(app, { ...LIMITS.loginAccount, key: bodyField('username') })],
    },
    async (request, reply) => {
      const { user, session } = await logIn(app.db, request.body, request.sessionId);
      setSessionCookie(reply, session.token);
      reply.header('Cache-Control', 'no-store');
      return presentCurrentUser(user);
    },
  );

  app.post(
    '/register',
    {
      schema: { body: registerInput, response: { 201: currentUser } },
      preHandler: [limit(app, LIMITS.registerIp)],
    },
    async (request, reply) => {
      const { user, session } = await registerMember(app.db, app.config, request.body, {
        captchaToken: request.headers['x-recaptcha-token'] as string | undefined,
        ip: request.ip,
        previousSessionId: request.sessionId,
      });
      app.stats.invalidate();
      setSessionCookie(reply, session.token);
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(presentCurrentUser(user));
    },
  );

  app.post(
    '/register/upload-avatar',
    { schema: { response: { 200: avatarResponse } }, preHandler: [limit(app, LIMITS.registerUploadIp)] },
    async (request) => {
      const buf = await readAvatarFile(request, REGISTER_AVATAR_UPLOAD);
      const avatar = await storeAvatarImage(app.config, buf);
      await recordPendingUpload(app.db, avatar);
      return { avatar };
    },
  );

  app.get('/predefined-avatars', { schema: { response: { 200: predefinedAvatarsResponse } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return { avatars: [...PREDEFINED_AVATARS] };
  });

  app.post('/logout', { schema: { response: { 200: messageResponse } } }, async (request, reply) => {
    if (request.sessionId) await deleteSession(app.db, request.sessionId);
    clearSessionCookie(reply);
    return { message: 'You have been successfully logged out' };
  });

  app.get('/auth/captcha', { schema: { response: { 200: altchaChallenge } }, preHandler: [limit(app, LIMITS.captchaIp)] }, async (_request, reply) => {
    if (app.config.captcha.provider !== 'altcha') throw notFound('There is no captcha challenge to solve.');
    reply.header('Cache-Control', 'no-store');
    return (await createAltchaChallenge(app.db)) as unknown as Record<string, unknown>;
  });

  app.post(
    '/auth/forgot-password',
    {
      schema: { body: forgotPasswordInput, response: { 200: messageResponse } },
      preHandler: [limit(app, LIMITS.forgotIp), limit(app, { ...LIMITS.forgotEmail, key: bodyField('email') })],
    },
    async (request) => {
      await requestPasswordReset(app.db, app.config, request.body.email);
      return { message: FORGOT_PASSWORD_SENT };
    },
  );

  app.get(
    '/auth/verify-reset-token/:token',
    { schema: { params: z.object({ token: z.string().max(200) }), response: { 200: verifyResetTokenResponse } }, preHandler: [limit(app, LIMITS.verifyResetIp)] },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { valid: await isResetTokenValid(app.db, request.params.token) };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: resetPasswordInput, response: { 200: messageResponse } }, preHandler: [limit(app, LIMITS.resetIp)] },
    async (request, reply) => {
      await resetPassword(app.db, app.config, request.body.token, request.body.newPassword);
      // Every session of the account ended, including one this browser may have had.
      clearSessionCookie(reply);
      return { message: 'Your password has been reset. You can now log in with your new password.' };
    },
  );
};
