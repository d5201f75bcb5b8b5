import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsQuery } from '../../../../common/schemas/connections';
import { requireUser, sessionCookieName } from '../../../plugins/session';
import { findSession } from '../../auth/auth.service';
import { hasSuspension } from '../../users/users.service';
import { HttpError } from '../../../http-error';

/** Streams one member may hold on one instance: a browser shares one between its tabs, so this is generous. */
export const MAX_STREAMS_PER_MEMBER = 10;

/** The last event the browser has: the Last-Event-ID header of a reconnection, or `?lastEventId=` of a new stream. */
function lastEventIdOf(header: string | string[] | undefined, query: string | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  const id = value && /^\d{1,15}$/.test(value.trim()) ? value.trim() : query;
  return id ? Number(id) : null;
}

/**
 * GET /api/connections/events: the member's live events as Server-Sent Events (decision 038). The answer is written
 * straight to the socket (hijacked), so no compression or buffering stands between an event and the browser;
 * `X-Accel-Buffering: no` tells a proxy in front the same. A reconnection's Last-Event-ID replays what was missed.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/events', { config: { access: 'member' }, schema: { querystring: eventsQuery } }, async (request, reply) => {
    const me = requireUser(request).id;
    const token = request.cookies[sessionCookieName(app.config)];
    if (app.realtime.streamCount(me) >= MAX_STREAMS_PER_MEMBER)
      throw new HttpError(429, 'Too many open connections. Please close some tabs and try again.', {
        headers: { 'retry-after': '30' },
      });
    const lastEventId = lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write('retry: 3000\n\n');
    let ended = false;
    const close = await app.realtime.open(me, lastEventId, {
      write: (chunk) => {
        if (!ended) raw.write(chunk);
      },
      end: () => {
        ended = true;
        raw.end();
      },
      // The stream belongs to its session (decision 060): a logout, a password change ending other sessions, a
      // suspension or a deleted account ends it on every instance, saying why.
      ended: async () => {
        if ((await findSession(app.db, token))?.user.id === me) return null;
        return (await hasSuspension(app.db, me)) ? 'suspended' : 'signed_out';
      },
    });
    const stop = () => {
      ended = true;
      close();
    };
    if (raw.destroyed || raw.writableEnded) stop();
    raw.on('close', stop);
    request.raw.on('close', stop);
  });
};
