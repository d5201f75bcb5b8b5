import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { altchaChallenge, loginInput, loginRefused, registerInput } from '../../../common/schemas/auth';
import { PREDEFINED_AVATARS, REGISTER_AVATAR_UPLOAD, predefinedAvatarsResponse } from '../../../common/schemas/avatars';
import { messageResponse } from '../../../common/schemas/common';
import { loginResponse } from '../../../common/schemas/totp';
import { avatarResponse, currentUser } from '../../../common/schemas/users';
import { limit } from '../../plugins/rate-limit';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session';
import { readAvatarFile, uploadRegistrationAvatar } from '../uploads/uploads.service';
import type { SuspensionStep } from '../users/users.service';
import { LIMITS } from './auth.limits';
import {
  presentCaptchaChallenge,
  presentCurrentUser,
  presentLoggedOut,
  presentPredefinedAvatars,
  presentTwoFactorRequired,
  presentUploadedAvatar,
} from './auth.presenter';
import { registerMember } from './auth.service';
import { captchaChallenge } from './captcha/captcha.service';
import { emailConfirmationRoutes } from './email-confirmation/email-confirmation.routes';
import { confirmationMails, withinConfirmationQuota } from './email-confirmation/email-confirmation.service';
import { logInWithStepUp, loginTallies } from './login-step-up.service';
import { passwordsAdminRoutes } from './passwords/passwords.admin.routes';
import { passwordsRoutes } from './passwords/passwords.routes';
import type { SignOutStep } from './passwords/passwords.service';
import { endSession } from './sessions/sessions.service';
import { totpRoutes } from './totp/totp.routes';
import { setPendingLoginCookie } from './totp/totp.service';

/** What the account routes are handed from the other areas (server/composition.ts). */
export interface AuthRoutesOptions {
  /** What a suspension's lift undoes in the other areas (a login after the suspension's end lifts it). */
  suspensionSteps: readonly SuspensionStep[];
  /** What the other areas do when an admin's password reset signs a member out everywhere. */
  signOutSteps: readonly SignOutStep[];
}

/**
 * Login, registration, logout, the current user and the captcha (part 1 §7); the parts' routes: the second factor,
 * the passwords (change, forgotten, an admin's reset) and e-mail confirmation.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  // The member as the row says now, never a kept session: the balance changes with anyone's like (decision 069).
  app.get(
    '/user',
    { config: { access: 'member', session: 'read' }, schema: { response: { 200: currentUser } } },
    async (request) => presentCurrentUser(requireUser(request)),
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
      const { user, session, pending } = await logInWithStepUp(
        app.db,
        app.config,
        loginCounts,
        request.body,
        {
          captchaToken: request.headers['x-recaptcha-token'] as string | undefined,
          ip: request.ip,
          previousSessionId: request.sessionId,
          now: app.clock(),
        },
        opts.suspensionSteps,
      );
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
  await app.register(passwordsRoutes);
  await app.register(passwordsAdminRoutes, { signOutSteps: opts.signOutSteps });
  await app.register(emailConfirmationRoutes);

  // Confirmation mails per inbox per day, registrations and Resend together (only mails that went count).
  const quota = confirmationMails(app);

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: { body: registerInput, response: { 201: currentUser } },
      preHandler: [limit(app, LIMITS.registerIp)],
    },
    async (request, reply) => {
      const { user, session } = await withinConfirmationQuota(quota, request.body.username, () =>
        registerMember(app.db, app.config, request.body, {
          captchaToken: request.headers['x-recaptcha-token'] as string | undefined,
          ip: request.ip,
          previousSessionId: request.sessionId,
        }),
      );
      app.stats.invalidate();
      setSessionCookie(reply, session);
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
    {
      config: { access: 'public', cacheControl: 'public, max-age=3600' },
      schema: { response: { 200: predefinedAvatarsResponse } },
    },
    async () => presentPredefinedAvatars(PREDEFINED_AVATARS),
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
    async () => {
      const challenge = await captchaChallenge(app.db, app.config);
      return presentCaptchaChallenge(challenge);
    },
  );
};
