import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmEmailInput, emailConfirmationResponse } from '../../../../common/schemas/account';
import { limit, mailboxKey, perMember } from '../../../plugins/rate-limit';
import { requireUser } from '../../../plugins/session';
import { LIMITS } from '../auth.limits';
import { presentConfirmationResent, presentEmailConfirmed } from './email-confirmation.presenter';
import {
  confirmEmailAddress,
  confirmationMails,
  resendConfirmation,
  withinConfirmationQuota,
} from './email-confirmation.service';

/** The 429 of Resend: the links already sent are probably on their way. */
const resendWait = (wait: string) =>
  `We have already sent you several links. Please check your inbox and spam folder, or wait ${wait} and try again.`;

/** E-mail confirmation (decision 018): the link's confirmation, and the banner's Resend. */
export const emailConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Confirmation mails per inbox per day, registrations and Resend together (only mails that went count).
  const quota = confirmationMails(app);

  // Public: the link may be opened in another browser, or before logging in.
  app.post(
    '/auth/confirm-email',
    {
      config: { access: 'public' },
      schema: { body: confirmEmailInput, response: { 200: emailConfirmationResponse } },
      preHandler: [limit(app, LIMITS.confirmEmailIp)],
    },
    async (request) => {
      const account = await confirmEmailAddress(app.db, request.body.token);
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
    async (request) => {
      const member = requireUser(request);
      const { account, sent } = await withinConfirmationQuota(
        quota,
        member.username,
        () => resendConfirmation(app.db, app.config, member.id),
        (result) => result.sent,
      );
      return presentConfirmationResent(account, sent);
    },
  );
};
