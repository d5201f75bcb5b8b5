import type { FastifyPluginAsync } from 'fastify';
import { rippleCode } from '../../../common/schemas/ripples';
import { findChainBySeedCode, findNodeByCode } from './ripples.queries';
import { renderNoteCard } from './ripple-card-image';
import { nodeUrl, summaryPageUrl } from './ripples.presenter';

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * The HTML of /r/{code} and /ripple/{code} with the note in Open Graph and Twitter meta tags, so a link
 * shared in a messenger shows the note. The page itself is the web app (reply.sendSpa escapes every value).
 */
export const ripplePages: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  // Rendered pictures are kept (they change only when a note is hidden, which answers 404 instead).
  const cards = new Map<string, Buffer>();
  const cardLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  const sendCard = async (reply: import('fastify').FastifyReply, key: string, render: () => Promise<Buffer>) => {
    let png = cards.get(key);
    if (!png) {
      png = await render();
      if (cards.size >= 300) cards.delete(cards.keys().next().value as string);
      cards.set(key, png);
    }
    return reply.header('Cache-Control', 'public, max-age=3600').type('image/png').send(png);
  };
  const notFoundMeta = (path: string) => ({ title: 'Ripple Not Found · KindRipple', description: 'This ripple may have expired or the link is incorrect.', url: `${publicUrl}${path}`, noindex: true });

  const notePage = async (code: string, path: string) => {
    const node = rippleCode.safeParse({ code }).success ? await findNodeByCode(app.db, code) : undefined;
    if (!node || node.status !== 'active') return { meta: notFoundMeta(path), status: 404 };
    const from = node.senderName ? ` from ${node.senderName}` : '';
    return {
      meta: { title: `A Ripple of Kindness${from}`, description: clip(node.message, 200), url: nodeUrl(publicUrl, node.nodeCode), image: `${nodeUrl(publicUrl, node.nodeCode)}/card.png`, noindex: true },
      status: 200,
    };
  };

  app.get<{ Params: { code: string } }>('/r/:code', async (req, reply) => {
    const { meta, status } = await notePage(req.params.code, `/r/${req.params.code}`);
    return reply.sendSpa(meta, status);
  });

  app.get<{ Params: { code: string } }>('/ripple/:code', async (req, reply) => {
    const { code } = req.params;
    const chain = rippleCode.safeParse({ code }).success ? await findChainBySeedCode(app.db, code) : undefined;
    if (chain) {
      const people = chain.peopleReached === 1 ? '1 person' : `${chain.peopleReached} people`;
      return reply.sendSpa(
        {
          title: `A Ripple of Kindness that reached ${people}`,
          description: clip(`“${chain.seedMessage}” See how far this kindness has travelled.`, 200),
          url: summaryPageUrl(publicUrl, chain.seedCode),
          image: `${summaryPageUrl(publicUrl, chain.seedCode)}/card.png`,
          // The owner's link carries a secret key: keep every summary out of search engines.
          noindex: true,
        },
        200,
      );
    }
    const { meta, status } = await notePage(code, `/ripple/${code}`);
    return reply.sendSpa(meta, status);
  });

  app.get<{ Params: { code: string } }>('/r/:code/card.png', { config: cardLimit }, async (req, reply) => {
    const { code } = req.params;
    const node = rippleCode.safeParse({ code }).success ? await findNodeByCode(app.db, code) : undefined;
    if (!node || node.status !== 'active') return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendCard(reply, `n:${code}`, () =>
      renderNoteCard({ message: node.message, senderName: node.senderName, label: 'A Ripple of Kindness for you', footer: 'Say thanks or pass it on' }),
    );
  });

  app.get<{ Params: { code: string } }>('/ripple/:code/card.png', { config: cardLimit }, async (req, reply) => {
    const { code } = req.params;
    const chain = rippleCode.safeParse({ code }).success ? await findChainBySeedCode(app.db, code) : undefined;
    if (!chain) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const people = chain.peopleReached === 1 ? '1 person' : `${chain.peopleReached.toLocaleString('en-US')} people`;
    return sendCard(reply, `s:${code}:${chain.peopleReached}`, () =>
      renderNoteCard({ message: chain.seedMessage, senderName: chain.seedSenderName, label: 'A Ripple of Kindness', footer: `It has reached ${people} so far` }),
    );
  });
};
