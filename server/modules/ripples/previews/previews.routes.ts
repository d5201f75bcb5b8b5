import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkPreviewParams } from '../../../../common/schemas/ripples';
import { createCoalescingCache } from '../../../lib/coalescing-cache';
import { limit } from '../../../plugins/rate-limit';
import { RIPPLE_LIMITS } from '../ripples.limits';
import { renderNoteCard, type NoteCardText } from './previews.card';
import { noteCard, noteMeta, notFoundMeta, rippleCard, rippleMeta } from './previews.presenter';
import { findNotePreview, findRipplePreview } from './previews.service';

const schema = { params: linkPreviewParams };

/**
 * The HTML of /r/{code} and /ripple/{code} with the note in Open Graph and Twitter meta tags, so a link
 * shared in a messenger shows the note, and the pictures those tags name. The page itself is the web app
 * (reply.sendSpa escapes every value). What they show follows the API's rules (previews.service.ts).
 */
export const ripplePages: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;
  // Rendered pictures are kept: a note's never changes (a hidden one answers 404 before this), a summary's is
  // kept per reach. Links shared at once render their picture once (the coalescing cache, server/lib).
  const cards = createCoalescingCache<Buffer>({ ttlMs: Infinity, maxEntries: 300 });
  const cardLimit = limit(app, RIPPLE_LIMITS.card);
  const sendCard = async (reply: FastifyReply, key: string, text: NoteCardText) => {
    const png = await cards.getOrLoad(key, () => renderNoteCard(text));
    return reply.header('Cache-Control', 'public, max-age=3600').type('image/png').send(png);
  };
  const noCard = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  const sendNotePage = async (reply: FastifyReply, code: string, path: string) => {
    const note = await findNotePreview(app.db, code);
    return note ? reply.sendSpa(noteMeta(publicUrl, note), 200) : reply.sendSpa(notFoundMeta(publicUrl, path), 404);
  };

  app.get('/r/:code', { config: { access: 'public' }, schema }, async (req, reply) =>
    sendNotePage(reply, req.params.code, `/r/${req.params.code}`),
  );

  // The summary's address; a note's code opens the note.
  app.get('/ripple/:code', { config: { access: 'public' }, schema }, async (req, reply) => {
    const { code } = req.params;
    const ripple = await findRipplePreview(app.db, code);
    if (ripple) return reply.sendSpa(rippleMeta(publicUrl, ripple), 200);
    return sendNotePage(reply, code, `/ripple/${code}`);
  });

  app.get(
    '/r/:code/card.png',
    { config: { access: 'public' }, schema, preHandler: [cardLimit] },
    async (req, reply) => {
      const note = await findNotePreview(app.db, req.params.code);
      return note ? sendCard(reply, `n:${note.nodeCode}`, noteCard(note)) : noCard(reply);
    },
  );

  app.get(
    '/ripple/:code/card.png',
    { config: { access: 'public' }, schema, preHandler: [cardLimit] },
    async (req, reply) => {
      const ripple = await findRipplePreview(app.db, req.params.code);
      const card = ripple && rippleCard(ripple);
      return ripple && card ? sendCard(reply, `s:${ripple.seedCode}:${ripple.peopleReached}`, card) : noCard(reply);
    },
  );
};
