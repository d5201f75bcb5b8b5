import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PREDEFINED_AVATARS,
  REGISTER_AVATAR_UPLOAD,
  altchaChallenge,
  confirmEmailInput,
  emailConfirmationResponse,
  forgotPasswordInput,
  loginInput,
  loginRefused,
  predefinedAvatarsResponse,
  registerInput,
  resetPasswordInput,
  resetTokenParams,
  verifyResetTokenResponse,
} from '../../../common/schemas/auth';
import { messageResponse } from '../../../common/schemas/common';
import { loginResponse } from '../../../common/schemas/totp';
import { avatarResponse, currentUser } from '../../../common/schemas/users';
import { bodyField, limit, mailboxKey, perMember, tally } from '../../plugins/rate-limit';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session';
import { readAvatarFile, uploadRegistrationAvatar } from '../avatars/avatars.service';
import { LIMITS } from './auth.limits';
import {
  presentCaptchaChallenge,
  presentConfirmationResent,
  presentCurrentUser,
  presentEmailConfirmed,
  presentLoggedOut,
  presentPasswordReset,
  presentPredefinedAvatars,
  presentResetMailSent,
  presentResetTokenCheck,
  presentTwoFactorRequired,
  presentUploadedAvatar,
} from './auth.presenter';
import { endSession, registerMember } from './auth.service';
import { captchaChallenge } from './captcha.service';
import { logInWithStepUp, loginTallies } from './login-step-up.service';
import { setPendingLoginCookie, totpRoutes } from './totp.routes';
import { confirmEmailAddress, resendConfirmation, withinConfirmationQuota } from './email-confirmation.service';
import { isResetTokenValid, requestPasswordReset, resetPassword } from './password-reset.service';

/** Login, registration, logout, the current user, captcha and password reset (part 1 §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    { config: { access: 'member' }, schema: { response: { 200: currentUser } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return presentCurrentUser(requireUser(request));
    },
  );

  // Failed logins are counted by the handler (it alone knows the outcome): 429 per client, the captcha per account.
  const loginCounts = loginTallies(app);
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { body: loginInput, response: { 200: loginResponse, 401: loginRefused } },
    },
    async (request, reply) => {
      const { user, session, pending } = await logInWithStepUp(app.db, app.config, loginCounts, request.body, {
        captchaToken: request.headers['x-recaptcha-token'] as string | undefined,
        ip: request.ip,
        previousSessionId: request.sessionId,
        now: app.clock(),
      });
      reply.header('Cache-Control', 'no-store');
      if (pending) {
        // The password was right; the session waits for the second factor (decision 042).
        setPendingLoginCookie(reply, pending);
        return presentTwoFactorRequired();
      }
      setSessionCookie(reply, session);
      return presentCurrentUser(user);
    },
  );

  await app.register(totpRoutes);

  // Confirmation mails per inbox per day, registrations and Resend together (only mails that went count).
  const confirmationMails = tally(app, LIMITS.confirmationMailbox);

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: { body: registerInput, response: { 201: currentUser } },
      preHandler: [limit(app, LIMITS.registerIp)],
    },
    async (request, reply) => {
      const { user, session } = await withinConfirmationQuota(confirmationMails, request.body.username, () =>
        registerMember(app.db, app.config, request.body, {
          captchaToken: request.headers['x-recaptcha-token'] as string | undefined,
          ip: request.ip,
          previousSessionId: request.sessionId,
        }),
      );
      app.stats.invalidate();
      setSessionCookie(reply, session);
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(presentCurrentUser(user));
    },
  );

  app.post(
    '/register/upload-avatar',
    {
      config: { access: 'public' },
      schema: { response: { 200: avatarResponse } },
      preHandler: [limit(app, LIMITS.registerUploadIp)],
    },
    async (request) => {
      const image = await readAvatarFile(request, REGISTER_AVATAR_UPLOAD);
      return presentUploadedAvatar(await uploadRegistrationAvatar(app.db, app.config, image));
    },
  );

  app.get(
    '/predefined-avatars',
    { config: { access: 'public' }, schema: { response: { 200: predefinedAvatarsResponse } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return presentPredefinedAvatars(PREDEFINED_AVATARS);
    },
  );

  app.post(
    '/logout',
    { config: { access: 'public' }, schema: { response: { 200: messageResponse } } },
    async (request, reply) => {
      await endSession(app.db, request.sessionId);
      clearSessionCookie(reply);
      return presentLoggedOut();
    },
  );

  app.get(
    '/auth/captcha',
    {
      config: { access: 'public' },
      schema: { response: { 200: altchaChallenge } },
      preHandler: [limit(app, LIMITS.captchaIp)],
    },
    async (_request, reply) => {
      const challenge = await captchaChallenge(app.db, app.config);
      reply.header('Cache-Control', 'no-store');
      return presentCaptchaChallenge(challenge);
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
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
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

  // E-mail confirmation (decision 018). Public: the link may be opened in another browser, or before logging in.
  app.post(
    '/auth/confirm-email',
    {
      config: { access: 'public' },
      schema: { body: confirmEmailInput, response: { 200: emailConfirmationResponse } },
      preHandler: [limit(app, LIMITS.confirmEmailIp)],
    },
    async (request, reply) => {
      const account = await confirmEmailAddress(app.db, request.body.token);
      reply.header('Cache-Control', 'no-store');
      return presentEmailConfirmed(account, request.user?.id);
    },
  );

  app.post(
    '/auth/resend-confirmation',
    {
      config: { access: 'member' },
      schema: { response: { 200: emailConfirmationResponse } },
      preHandler: [
        limit(app, { ...LIMITS.resendConfirmationMember, key: perMember, message: resendWait }),
        limit(app, {
          ...LIMITS.resendConfirmationMailbox,
          key: (request) => (request.user ? mailboxKey(request.user.username) : null),
          message: resendWait,
        }),
      ],
    },
    async (request, reply) => {
      const member = requireUser(request);
      const { account, sent } = await withinConfirmationQuota(
        confirmationMails,
        member.username,
        () => resendConfirmation(app.db, app.config, member.id),
        (result) => result.sent,
      );
      reply.header('Cache-Control', 'no-store');
      return presentConfirmationResent(account, sent);
    },
  );
};

/** The 429 of Resend: the links already sent are probably on their way. */
const resendWait = (wait: string) =>
  `We have already sent you several links. Please check your inbox and spam folder, or wait ${wait} and try again.`;
