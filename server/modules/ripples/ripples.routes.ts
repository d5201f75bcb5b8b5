import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRippleInput,
  hideNodeInput,
  okResponse,
  passRippleInput,
  reportInput,
  rippleCode,
  rippleCreated,
  rippleNote,
  ripplePassed,
  rippleSummary,
  rippleThanked,
  setStatusInput,
  summaryQuery,
} from '../../../common/schemas/ripples';
import { confirmInput, subscribeInput } from '../../../common/schemas/ripples';
import * as service from './ripples.service';
import * as subscriptions from './subscriptions.service';
import { createSummaryCache } from './summary-cache';
import { HttpError } from '../../http-error';
import { limit } from '../auth/rate-limits';
import { recipientKey } from './ripples.policy';

/** Per-IP limits on everything that writes (TRUST_PROXY decides which address is the client's). */
export const RIPPLE_RATE_LIMITS = {
  create: { max: 10, timeWindow: '10 minutes' },
  pass: { max: 20, timeWindow: '10 minutes' },
  thank: { max: 60, timeWindow: '10 minutes' },
  subscribe: { max: 5, timeWindow: '10 minutes' },
  report: { max: 10, timeWindow: '1 hour' },
  owner: { max: 60, timeWindow: '10 minutes' },
} as const;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Per-recipient limits on mail a stranger can make us send by typing an address (decision 023): counted per
 * mailbox (recipientKey), whatever the IP, across all ripples. Separate counters, so an honest person who
 * starts a ripple and follows a friend's the same day uses one of each.
 */
export const RECIPIENT_LIMITS = {
  subscribe: { name: 'ripple-subscribe-email', max: 3, windowMs: DAY_MS },
  createWithEmail: { name: 'ripple-create-email', max: 3, windowMs: DAY_MS },
} as const;

/** Answers of a per-recipient 429: they say only that this address had too many requests, never why or from whom. */
export const RECIPIENT_LIMITED = {
  subscribe: (wait: string) => `Too many requests for this address. Please wait ${wait} and try again.`,
  createWithEmail: (wait: string) => `Too many requests for this address. Please wait ${wait}, or start your ripple without an e-mail address.`,
} as const;

/** The shared limit() counted per recipient of the address in body[field] (skipped when there is none), with our own text. */
function perRecipient(app: FastifyInstance, spec: { name: string; max: number; windowMs: number }, field: string, message: (wait: string) => string): preHandlerAsyncHookHandler {
  return limit(app, {
    ...spec,
    message,
    key: (request: FastifyRequest) => {
      const value = (request.body as Record<string, unknown> | undefined)?.[field];
      return typeof value === 'string' && value ? recipientKey(value) : null;
    },
  });
}

const seedCodeParams = z.object({ seedCode: rippleCode.shape.code });

/** The ripple API (part 1 §7) plus the owner's and reporting calls. */
export const rippleRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitor = (req: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: req.ip,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
  });
  const { publicUrl } = app.config;

  const growth = subscriptions.createGrowthNotifier(app.db, publicUrl, app.log);
  app.addHook('preClose', growth.close);

  // Counted after validation (a refused body costs nothing) and before the ripple is looked up, so the answer
  // is the same whether or not the address follows anything.
  const subscribeRecipient = perRecipient(app, RECIPIENT_LIMITS.subscribe, 'email', RECIPIENT_LIMITED.subscribe);
  // Over the limit the whole creation is refused rather than made without the subscription: the response has
  // no room for a notice and the dialog keeps the note, so the creator sees why and can send it without the address.
  const createRecipient = perRecipient(app, RECIPIENT_LIMITS.createWithEmail, 'subscribeEmail', RECIPIENT_LIMITED.createWithEmail);

  app.post(
    '/ripples',
    {
      config: { rateLimit: RIPPLE_RATE_LIMITS.create },
      schema: { body: createRippleInput, response: { 201: rippleCreated } },
      preHandler: [createRecipient],
    },
    async (req, reply) => {
      const created = await service.createRipple(app.db, publicUrl, req.body, visitor(req));
      app.stats.invalidate();
      const { chainId: _chainId, ...body } = created;
      return reply.code(201).send(body);
    },
  );

  app.get('/ripples/node/:code', { schema: { params: rippleCode, response: { 200: rippleNote } } }, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return service.openNote(app.db, publicUrl, req.params.code, visitor(req));
  });

  app.post(
    '/ripples/node/:code/pass',
    { config: { rateLimit: RIPPLE_RATE_LIMITS.pass }, schema: { params: rippleCode, body: passRippleInput, response: { 201: ripplePassed } } },
    async (req, reply) => {
      const passed = await service.passOn(app.db, publicUrl, req.params.code, req.body, visitor(req));
      app.stats.invalidate();
      if (passed.hasFollowers) growth.notify(passed.chainId);
      return reply.code(201).send({ nodeUrl: passed.nodeUrl, shareText: passed.shareText, nodeCode: passed.nodeCode });
    },
  );

  app.post(
    '/ripples/node/:code/thank',
    { config: { rateLimit: RIPPLE_RATE_LIMITS.thank }, schema: { params: rippleCode, response: { 200: rippleThanked } } },
    async (req) => service.thankNote(app.db, req.params.code, visitor(req)),
  );

  app.post(
    '/ripples/node/:code/report',
    { config: { rateLimit: RIPPLE_RATE_LIMITS.report }, schema: { params: rippleCode, body: reportInput.optional(), response: { 201: okResponse } } },
    async (req, reply) => {
      await service.reportNote(app.db, req.params.code, req.body?.reason || undefined, visitor(req));
      return reply.code(201).send({ message: 'Thank you. We will take a look at this note.' });
    },
  );

  // The response schema documents the shape; the body is built field by field by the presenter and sent as
  // JSON directly, because validating up to 2,000 notes per request cost more than the query (docs/performance.md).
  // Public summaries are shared for a second per instance (summary-cache.ts); the owner's view never is.
  const summaries = createSummaryCache(app.config.env === 'test' ? 0 : 1000);
  app.get('/ripples/summary/:seedCode', { schema: { params: seedCodeParams, querystring: summaryQuery, response: { 200: rippleSummary } } }, async (req, reply) => {
    const { seedCode } = req.params;
    const { limitDepth, key } = req.query;
    let json: string;
    // Only the owner's key skips the shared cache: any other key gets the public summary, so `?key=x` cannot be
    // used to make every request read the whole ripple.
    if (key && (await service.isOwnerKey(app.db, seedCode, key))) {
      json = JSON.stringify(await service.getSummary(app.db, seedCode, { limitDepth, key }));
    } else {
      json = await summaries.getOrLoad(seedCode, limitDepth, async () => JSON.stringify(await service.getSummary(app.db, seedCode, { limitDepth })));
    }
    return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(json as never);
  });

  app.post(
    '/ripples/summary/:seedCode/nodes/:nodeId/hide',
    {
      config: { rateLimit: RIPPLE_RATE_LIMITS.owner },
      schema: { params: seedCodeParams.extend({ nodeId: z.string().max(36) }), body: hideNodeInput, response: { 200: okResponse } },
    },
    async (req) => {
      await service.setNodeHidden(app.db, req.params.seedCode, { key: req.body.key, nodeId: req.params.nodeId, hidden: req.body.hidden });
      summaries.clear(req.params.seedCode);
      return { message: req.body.hidden ? 'The note is hidden.' : 'The note is visible again.' };
    },
  );

  app.post(
    '/ripples/summary/:seedCode/status',
    { config: { rateLimit: RIPPLE_RATE_LIMITS.owner }, schema: { params: seedCodeParams, body: setStatusInput, response: { 200: okResponse } } },
    async (req) => {
      await service.setChainStatus(app.db, req.params.seedCode, req.body);
      summaries.clear(req.params.seedCode);
      return { message: req.body.status === 'closed' ? 'The ripple is closed to new passes.' : 'The ripple is open again.' };
    },
  );

  app.post(
    '/ripples/summary/:seedCode/subscribe',
    {
      config: { rateLimit: RIPPLE_RATE_LIMITS.subscribe },
      schema: { params: seedCodeParams, body: subscribeInput, response: { 200: okResponse } },
      preHandler: [subscribeRecipient],
    },
    async (req) => {
      await subscriptions.subscribe(app.db, publicUrl, req.params.seedCode, req.body.email);
      return { message: subscriptions.SUBSCRIBE_OK };
    },
  );

  app.post(
    '/ripples/subscriptions/confirm',
    { config: { rateLimit: RIPPLE_RATE_LIMITS.owner }, schema: { body: confirmInput, response: { 200: okResponse.extend({ seedCode: z.string() }) } } },
    async (req) => {
      const seedCode = await subscriptions.confirmSubscription(app.db, req.body.token);
      return { message: 'Subscription confirmed', seedCode };
    },
  );

  // One click from the mail: unsubscribes and lands on the ripple's page. An unknown link (cut short or mistyped:
  // a subscription keeps its link for good) lands on the home page with ?unsubscribed=0, which the ripples
  // feature's UnsubscribeNotice explains.
  const unsubscribeParams = z.object({ token: z.string().max(64) });
  app.get('/ripples/unsubscribe/:token', { schema: { params: unsubscribeParams } }, async (req, reply) => {
    const seedCode = await subscriptions.unsubscribe(app.db, req.params.token);
    reply.header('Cache-Control', 'no-store');
    return reply.redirect(seedCode ? `/ripple/${seedCode}?unsubscribed=1` : '/?unsubscribed=0', 303);
  });

  // The same from a mail app's own Unsubscribe button (List-Unsubscribe-Post, RFC 8058): its server POSTs
  // "List-Unsubscribe=One-Click" as a form, with no browser and no Origin. The token in the address is the
  // authority, so the CSRF check does not apply; no per-address limit either, as one mail provider's servers
  // speak for many people (the GET link has none for the same reason).
  await app.register(async (oneClick) => {
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, undefined));
    oneClick.withTypeProvider<ZodTypeProvider>().post('/ripples/unsubscribe/:token', { config: { csrf: false }, schema: { params: unsubscribeParams, response: { 200: okResponse } } }, async (req, reply) => {
      const seedCode = await subscriptions.unsubscribe(app.db, req.params.token);
      if (!seedCode) throw new HttpError(404, 'This unsubscribe link is not known.');
      reply.header('Cache-Control', 'no-store');
      return { message: 'Unsubscribed' };
    });
  });
};
