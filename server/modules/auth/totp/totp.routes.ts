import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../../../common/schemas/common';
import {
  secondFactorInput,
  totpDisableInput,
  totpEnableInput,
  totpEnabledResponse,
  totpMessages,
  totpSetupInput,
  totpSetupResponse,
  totpStatus,
} from '../../../../common/schemas/totp';
import { currentUser } from '../../../../common/schemas/users';
import { clientKey } from '../../../client-key';
import { notFound } from '../../../http-error';
import { limit, perMember } from '../../../plugins/rate-limit';
import { requireUser, setSessionCookie } from '../../../plugins/session';
import { findAccountById } from '../../users/users.service';
import { presentCurrentUser } from '../auth.presenter';
import { startSession } from '../sessions/sessions.service';
import { LIMITS } from '../auth.limits';
import { clearPendingLoginCookie, pendingLoginCookieName } from './totp.pending-login';
import { beginTotpSetup, disableTotp, enableTotp, finishPendingLogin, secondFactorStatus } from './totp.service';

/** The second step of login, and an admin's own second factor on /profile (decision 042). */
export const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login/second-factor',
    {
      config: { access: 'public' },
      schema: { body: secondFactorInput, response: { 200: currentUser } },
      preHandler: [limit(app, LIMITS.secondFactorIp)],
    },
    async (request, reply) => {
      const token = request.cookies[pendingLoginCookieName(app.config)];
      let userId: number;
      try {
        userId = await finishPendingLogin(app.db, app.config, token, request.body.code, app.clock());
      } catch (err) {
        if ((err as { extra?: { fields?: { loginAgain?: boolean } } }).extra?.fields?.loginAgain) {
          clearPendingLoginCookie(reply);
        }
        throw err;
      }
      const user = await findAccountById(app.db, userId);
      if (!user) throw notFound();
      const session = await startSession(app.db, user.id, request.sessionId);
      clearPendingLoginCookie(reply);
      setSessionCookie(reply, session);
      return presentCurrentUser(user);
    },
  );

  app.get('/user/totp', { config: { access: 'admin' }, schema: { response: { 200: totpStatus } } }, async (request) => {
    return secondFactorStatus(app.db, requireUser(request).id);
  });

  app.post(
    '/user/totp/setup',
    {
      config: { access: 'admin' },
      schema: { body: totpSetupInput, response: { 200: totpSetupResponse } },
      preHandler: [limit(app, { ...LIMITS.totpMember, key: perMember })],
    },
    async (request) => {
      return beginTotpSetup(app.db, requireUser(request), request.body.password);
    },
  );

  app.post(
    '/user/totp/enable',
    {
      config: { access: 'admin' },
      schema: { body: totpEnableInput, response: { 200: totpEnabledResponse } },
      preHandler: [limit(app, { ...LIMITS.totpMember, key: perMember })],
    },
    async (request) => {
      const recoveryCodes = await enableTotp(
        app.db,
        requireUser(request),
        request.body.code,
        app.clock(),
        clientKey(request.ip),
      );
      return { message: totpMessages.enabled, recoveryCodes };
    },
  );

  app.delete(
    '/user/totp',
    {
      config: { access: 'admin' },
      schema: { body: totpDisableInput, response: { 200: messageResponse } },
      preHandler: [limit(app, { ...LIMITS.totpMember, key: perMember })],
    },
    async (request) => {
      const user = requireUser(request);
      await disableTotp(app.db, app.config, user, request.body, app.clock(), clientKey(request.ip));
      return { message: totpMessages.disabled };
    },
  );
};
