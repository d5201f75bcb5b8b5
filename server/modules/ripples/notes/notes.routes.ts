import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createRippleInput,
  hideNodeInput,
  passRippleInput,
  reportInput,
  rippleCode,
  rippleCreated,
  rippleNote,
  ripplePassed,
  rippleSummary,
  rippleThanked,
  seedCodeParams,
  setStatusInput,
  summaryNodeParams,
  summaryQuery,
} from '../../../../common/schemas/ripples';
import { messageResponse } from '../../../../common/schemas/common';
import { bodyMailbox, limit } from '../../../plugins/rate-limit';
import { RECIPIENT_LIMITS, type PerClientLimiters } from '../ripples.limits';
import { createSummaryCache } from './notes.cache';
import { announceKeptCopyChange, onKeptCopyChange } from '../../../lib/kept-copies';
import {
  presentCreated,
  presentNote,
  presentNoteHidden,
  presentPassed,
  presentReported,
  presentRippleStatus,
  presentSummary,
  presentThanked,
} from './notes.presenter';
import * as service from './notes.service';

const visitor = (req: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
  ip: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
});

/** Start, open, pass on, thank and report notes; the summary and its owner's tools. */
export const noteRoutes: FastifyPluginAsyncZod<{
  limits: PerClientLimiters;
  /** Called after a pass onto a ripple that has confirmed followers. */
  onFollowedRippleGrew(chainId: string): void;
}> = async (app, { limits, onFollowedRippleGrew }) => {
  const { publicUrl } = app.config;

  // Over the limit the whole creation is refused rather than made without the subscription: the response has
  // no room for a notice and the dialog keeps the note, so the creator sees why and can send it without the address.
  const createRecipient = limit(app, { ...RECIPIENT_LIMITS.createWithEmail, key: bodyMailbox('subscribeEmail') });

  app.post(
    '/ripples',
    {
      config: { access: 'public' },
      schema: { body: createRippleInput, response: { 201: rippleCreated } },
      preHandler: [limits.create, createRecipient],
    },
    async (req, reply) => {
      const created = await service.createRipple(app.db, publicUrl, req.body, visitor(req));
      app.stats.invalidate();
      // The answer holds the owner link (with its key): never kept by a cache.
      return reply.code(201).send(presentCreated(publicUrl, created));
    },
  );

  app.get(
    '/ripples/node/:code',
    { config: { access: 'public' }, schema: { params: rippleCode, response: { 200: rippleNote } } },
    async (req, reply) => {
      // Fastify answers HEAD with this handler; only a GET (someone reading the note) counts as a view.
      if (req.method === 'HEAD') {
        await service.checkNoteVisible(app.db, req.params.code);
        return reply.send(undefined as never);
      }
      return presentNote(publicUrl, await service.openNote(app.db, req.params.code, visitor(req)));
    },
  );

  app.post(
    '/ripples/node/:code/pass',
    {
      config: { access: 'public' },
      preHandler: [limits.pass],
      schema: { params: rippleCode, body: passRippleInput, response: { 201: ripplePassed } },
    },
    async (req, reply) => {
      const passed = await service.passOn(app.db, req.params.code, req.body, visitor(req));
      app.stats.invalidate();
      if (passed.hasFollowers) onFollowedRippleGrew(passed.chainId);
      return reply.code(201).send(presentPassed(publicUrl, passed));
    },
  );

  app.post(
    '/ripples/node/:code/thank',
    {
      config: { access: 'public' },
      preHandler: [limits.thank],
      schema: { params: rippleCode, response: { 200: rippleThanked } },
    },
    async (req) => presentThanked(await service.thankNote(app.db, req.params.code, visitor(req))),
  );

  app.post(
    '/ripples/node/:code/report',
    {
      config: { access: 'public' },
      preHandler: [limits.report],
      schema: { params: rippleCode, body: reportInput.optional(), response: { 201: messageResponse } },
    },
    async (req, reply) => {
      await service.reportNote(app.db, req.params.code, req.body?.reason || undefined, visitor(req));
      return reply.code(201).send(presentReported());
    },
  );

  // The response schema documents the shape; the body is built field by field by the presenter and sent as
  // JSON directly, because validating up to 2,000 notes per request cost more than the query (docs/performance.md).
  // Summaries are shared for a second per instance (notes.cache.ts): the public one by everyone, the owner's per key.
  const summaries = createSummaryCache(app.config.cacheTtl.rippleSummaryMs);
  // An owner's change through another instance reaches this one's kept summaries by its notice (decision 069).
  const stopHearing = onKeptCopyChange(app.db, 'ripple', (seedCode) =>
    seedCode ? summaries.clear(seedCode) : summaries.clearAll(),
  );
  app.addHook('onClose', async () => stopHearing());
  app.get(
    '/ripples/summary/:seedCode',
    {
      config: { access: 'public' },
      schema: { params: seedCodeParams, querystring: summaryQuery, response: { 200: rippleSummary } },
    },
    async (req, reply) => {
      const { seedCode } = req.params;
      const { limitDepth, key } = req.query;
      let json: string;
      // Only the owner's key gets the owner's view: any other key gets the public summary, so `?key=x` cannot be
      // used to make every request read the whole ripple. The owner's view counts against the owner's limit, like
      // the owner's other calls, and is shared for the same second by whoever asks with that key.
      if (key && (await service.isOwnerKey(app.db, seedCode, key))) {
        await limits.owner.call(app, req, reply);
        const load = async () =>
          JSON.stringify(presentSummary(await service.getSummary(app.db, seedCode, { limitDepth, key })));
        // The owner who just hid a note or closed the ripple sees it whichever instance answers (decision 069).
        json = req.fresh ? await load() : await summaries.getOrLoadOwner(seedCode, limitDepth, key, load);
      } else {
        const load = async () =>
          JSON.stringify(presentSummary(await service.getSummary(app.db, seedCode, { limitDepth })));
        json = req.fresh ? await load() : await summaries.getOrLoad(seedCode, limitDepth, load);
      }
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.post(
    '/ripples/summary/:seedCode/nodes/:nodeId/hide',
    {
      config: { access: 'public' },
      preHandler: [limits.owner],
      schema: { params: summaryNodeParams, body: hideNodeInput, response: { 200: messageResponse } },
    },
    async (req) => {
      const { seedCode, nodeId } = req.params;
      await service.setNodeHidden(app.db, seedCode, { key: req.body.key, nodeId, hidden: req.body.hidden });
      await announceKeptCopyChange(app.db, 'ripple', seedCode);
      return presentNoteHidden(req.body.hidden);
    },
  );

  app.post(
    '/ripples/summary/:seedCode/status',
    {
      config: { access: 'public' },
      preHandler: [limits.owner],
      schema: { params: seedCodeParams, body: setStatusInput, response: { 200: messageResponse } },
    },
    async (req) => {
      await service.setChainStatus(app.db, req.params.seedCode, req.body);
      await announceKeptCopyChange(app.db, 'ripple', req.params.seedCode);
      return presentRippleStatus(req.body.status);
    },
  );
};
