import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config';
import { sessionCookieName } from '../plugins/session';

export interface SseEvent {
  id: number | null;
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** Comment lines seen (the heartbeat). */
  comments: number;
  /** Waits until `count` events arrived (or fails after `ms`). */
  waitFor(count: number, ms?: number): Promise<SseEvent[]>;
  /** Waits until the server ended the answer (or fails after `ms`). */
  waitForEnd(ms?: number): Promise<void>;
  close(): void;
}

/** The address a listening app answers on. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens GET /api/connections/events as a browser's EventSource would, and collects what arrives. */
export function openStream(base: string, cookie: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/connections/events`,
      { headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br', ...headers } },
      (res) => {
        const events: SseEvent[] = [];
        let comments = 0;
        let buffer = '';
        const waiters: (() => void)[] = [];
        let ended = false;
        res.on('end', () => {
          ended = true;
          for (const w of waiters.splice(0)) w();
        });
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: number | null = null;
            let event = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments++;
              else if (line.startsWith('id: ')) id = Number(line.slice(4));
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data += line.slice(6);
            }
            if (data) events.push({ id, event, data: JSON.parse(data) });
          }
          for (const w of waiters.splice(0)) w();
        });
        const stream: OpenStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          events,
          get comments() {
            return comments;
          },
          async waitFor(count, ms = 5000) {
            const deadline = Date.now() + ms;
            while (events.length < count) {
              if (Date.now() > deadline)
                throw new Error(`waited for ${count} events, got ${events.length}: ${JSON.stringify(events)}`);
              await new Promise<void>((r) => {
                waiters.push(r);
                setTimeout(r, 50);
              });
            }
            return events.slice(0, count);
          },
          async waitForEnd(ms = 5000) {
            const deadline = Date.now() + ms;
            while (!ended) {
              if (Date.now() > deadline) throw new Error(`the stream did not end: ${JSON.stringify(events)}`);
              await new Promise<void>((r) => {
                waiters.push(r);
                setTimeout(r, 50);
              });
            }
          },
          close: () => req.destroy(),
        };
        resolve(stream);
      },
    );
    req.on('error', (err) => {
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
  });
}

/**
 * For a test file: the app listens on a port before the tests, and `streamOf(member)` opens that member's event
 * stream with their session; every stream opened is closed after the tests.
 */
export function useMemberStreams(t: { readonly app: FastifyInstance; readonly config: AppConfig }) {
  let base = '';
  const open: OpenStream[] = [];
  beforeAll(async () => {
    base = await listening(t.app);
  });
  afterAll(() => open.forEach((s) => s.close()));
  return async (m: { http: { sessionToken(): Promise<string | undefined> } }) => {
    const s = await openStream(base, `${sessionCookieName(t.config)}=${await m.http.sessionToken()}`);
    open.push(s);
    return s;
  };
}
