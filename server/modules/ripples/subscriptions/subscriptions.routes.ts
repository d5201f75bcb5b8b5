import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmInput,
  seedCodeParams,
  subscribeInput,
  subscriptionConfirmed,
  unsubscribeParams,
} from '../../../../common/schemas/ripples';
import { messageResponse } from '../../../../common/schemas/common';
import { HttpError } from '../../../http-error';
import { bodyMailbox, limit } from '../../../plugins/rate-limit';
import { RECIPIENT_LIMITS, type PerClientLimiters } from '../ripples.limits';
import {
  presentConfirmed,
  presentSubscribeRequested,
  presentUnsubscribed,
  unsubscribeLanding,
} from './subscriptions.presenter';
import * as subscriptions from './subscriptions.service';

/** Following a ripple by e-mail: subscribe (double opt-in), confirm, and unsubscribe from a mail (decision 023). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ limits: PerClientLimiters }> = async (app, { limits }) => {
  const { publicUrl } = app.config;

  // The per-recipient limit is counted by the handler, not before it: only once the ripple is found, so a request
  // naming an unknown ripple answers 404 and costs the address nothing (decision 028), and before anything about
  // the address is read, so the answer is the same whether or not it follows anything (decision 023).
  const subscribeRecipient = limit(app, { ...RECIPIENT_LIMITS.subscribe, key: bodyMailbox('email') });

  app.post(
    '/ripples/summary/:seedCode/subscribe',
    {
      config: { access: 'public' },
      schema: { params: seedCodeParams, body: subscribeInput, response: { 200: messageResponse } },
      preHandler: [limits.subscribe],
    },
    async (req, reply) => {
      const ripple = await subscriptions.findRippleToFollow(app.db, req.params.seedCode);
      await subscribeRecipient.call(app, req, reply);
      await subscriptions.askToFollow(app.db, publicUrl, ripple, req.body.email);
      return presentSubscribeRequested();
    },
  );

  app.post(
    '/ripples/subscriptions/confirm',
    {
      config: { access: 'public' },
      preHandler: [limits.owner],
      schema: { body: confirmInput, response: { 200: subscriptionConfirmed } },
    },
    async (req) => presentConfirmed(await subscriptions.confirmSubscription(app.db, publicUrl, req.body.token)),
  );

  // One click from the mail: unsubscribes and lands on the ripple's page. An unknown link (cut short or mistyped:
  // a subscription keeps its link for good) lands on the home page with ?unsubscribed=0, which the ripples
  // feature's UnsubscribeNotice explains.
  app.get(
    '/ripples/unsubscribe/:token',
    { config: { access: 'public' }, schema: { params: unsubscribeParams } },
    async (req, reply) => {
      const seedCode = await subscriptions.unsubscribe(app.db, req.params.token);
      return reply.redirect(unsubscribeLanding(seedCode), 303);
    },
  );

  // The same from a mail app's own Unsubscribe button (List-Unsubscribe-Post, RFC 8058): its server POSTs
  // "List-Unsubscribe=One-Click" as a form, with no browser and no Origin. The token in the address is the
  // authority, so the CSRF check does not apply; no per-address limit either, as one mail provider's servers
  // speak for many people (the GET link has none for the same reason).
  await app.register(async (oneClick) => {
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
      done(null, undefined),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/ripples/unsubscribe/:token',
      {
        config: { csrf: false, access: 'public' },
        schema: { params: unsubscribeParams, response: { 200: messageResponse } },
      },
      async (req) => {
        const seedCode = await subscriptions.unsubscribe(app.db, req.params.token);
        if (!seedCode) throw new HttpError(404, 'This unsubscribe link is not known.');
        return presentUnsubscribed();
      },
    );
  });
};
