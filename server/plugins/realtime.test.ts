import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  realtimePlugin,
  streamEndPayload,
  type RealtimeSource,
  type SessionChangeFeed,
  type StreamEvent,
} from './realtime';

/** A source over an in-memory list of events per member, and a listen() the test triggers by hand. */
async function setUp(
  opts: {
    heartbeatMs?: number;
    aliveCheckMs?: number;
    beforeLastSeq?: () => void;
    sessionChanges?: SessionChangeFeed;
  } = {},
) {
  const events = new Map<number, StreamEvent[]>();
  const presence = new Map<string, number>();
  let notify: (payload: string) => void = () => {};
  const source: RealtimeSource = {
    channel: 'test',
    eventsAfter: async (m, after, max) => (events.get(m) ?? []).filter((e) => e.seq > after).slice(0, max),
    lastSeq: async (m) => {
      opts.beforeLastSeq?.();
      return (events.get(m) ?? []).at(-1)?.seq ?? 0;
    },
    setPresence: async (m, i, n) => void presence.set(`${m}:${i}`, n),
    refreshPresence: async () => {},
    clearPresence: async () => presence.clear(),
  };
  const app = Fastify();
  app.decorate('dbHandle', {
    listen: async (_c: string, cb: (p: string) => void) => {
      notify = cb;
      return async () => {};
    },
  } as never);
  await app.register(realtimePlugin, {
    source,
    heartbeatMs: opts.heartbeatMs,
    aliveCheckMs: opts.aliveCheckMs,
    sessionChanges: opts.sessionChanges,
  });
  await app.ready();
  const add = (m: number, type = 'message') => {
    const list = events.get(m) ?? [];
    list.push({ seq: (list.at(-1)?.seq ?? 0) + 1, type, data: { n: list.length + 1 } });
    events.set(m, list);
    notify(String(m));
  };
  const sink = () => {
    const chunks: string[] = [];
    return {
      chunks,
      write: (c: string) => void chunks.push(c),
      end: () => {},
      ids: () => [...chunks.join('').matchAll(/^id: (\d+)$/gm)].map((x) => Number(x[1])),
    };
  };
  return { app, add, sink, presence, events, notify: (payload: string) => notify(payload) };
}

/** Waits until `check` holds: for what a timer does (a heartbeat), never to prove that nothing happened. */
async function until(check: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('the realtime fan-out', () => {
  it('delivers each event once and in order, however many notifications arrive', async () => {
    const { app, add, sink } = await setUp();
    const s = sink();
    await app.realtime.open(7, null, s);
    add(7);
    add(7);
    add(8);
    await app.realtime.idle();
    expect(s.ids()).toEqual([1, 2]);
    await app.close();
  });

  it('subscribes before it reads where to start: an event written in between is not lost', async () => {
    let written = false;
    const ctx = await setUp({
      beforeLastSeq: () => {
        if (!written) {
          written = true;
          ctx.add(5);
        }
      },
    });
    ctx.add(5);
    const s = ctx.sink();
    // The browser has event 1; event 2 is written while the stream starts.
    await ctx.app.realtime.open(5, 1, s);
    await ctx.app.realtime.idle();
    expect(s.ids()).toEqual([2]);
    expect(ctx.presence.get(`5:${ctx.app.realtime.instanceId}`)).toBe(1);
    await ctx.app.close();
  });

  it('asks the browser to resync when the events it asks for are gone, and sends heartbeats', async () => {
    const { app, add, sink, events } = await setUp({ heartbeatMs: 20 });
    add(3);
    add(3);
    add(3);
    events.set(3, events.get(3)!.slice(2));
    const s = sink();
    const close = await app.realtime.open(3, 1, s);
    await app.realtime.idle();
    expect(s.chunks.join('')).toMatch(/event: resync/);
    expect(s.ids()).toEqual([3]);
    await until(() => /^: ping$/m.test(s.chunks.join('')));
    close();
    expect(app.realtime.streamCount()).toBe(0);
    await app.close();
  });

  it("cuts every stream of a member on the end signal, after the events already on their way, and no one else's", async () => {
    const { app, add, sink, notify, presence } = await setUp();
    let ended = 0;
    const a = { ...sink(), end: () => void ended++ };
    const b = { ...sink(), end: () => void ended++ };
    const other = { ...sink(), end: () => void ended++ };
    await app.realtime.open(6, null, a);
    const closeB = await app.realtime.open(6, null, b);
    await app.realtime.open(9, null, other);
    add(6);
    notify(streamEndPayload(6, 'suspended'));
    await app.realtime.idle();
    add(6);
    await app.realtime.idle();
    for (const s of [a, b]) {
      const text = s.chunks.join('');
      expect(s.ids()).toEqual([1]);
      expect(text.indexOf('id: 1')).toBeLessThan(text.indexOf('event: end'));
      expect(text).toMatch(/event: end\ndata: \{"type":"end","reason":"suspended"\}\n\n$/);
    }
    expect(ended).toBe(2);
    expect(app.realtime.streamCount(6)).toBe(0);
    expect(app.realtime.streamCount(9)).toBe(1);
    expect(presence.get(`6:${app.realtime.instanceId}`)).toBe(0);
    // The route's own close afterwards is harmless.
    closeB();
    expect(app.realtime.streamCount()).toBe(1);
    await app.close();
  });

  it('ends a stream whose session is no longer live', async () => {
    const { app, sink } = await setUp({ heartbeatMs: 10, aliveCheckMs: 0 });
    let live = true;
    let ended = false;
    let asked = 0;
    const s = {
      ...sink(),
      end: () => void (ended = true),
      ended: async () => {
        asked++;
        return live ? null : ('signed_out' as const);
      },
    };
    await app.realtime.open(4, null, s);
    // Asked twice while the session lives, and the stream goes on.
    await until(() => asked >= 2);
    expect(ended).toBe(false);
    live = false;
    await until(() => ended);
    await app.close();
  });

  it("asks at once when the member's sessions change, and ends only the stream whose session ended (decision 060)", async () => {
    let announce: (memberId: number | null) => void = () => {};
    const { app, sink } = await setUp({
      sessionChanges: (onChange) => {
        announce = onChange;
        return () => {};
      },
    });
    const live = new Set(['a', 'b']);
    /** A stream of one session: closed once ended. */
    const streamOf = (session: string) => {
      const state = { closed: false };
      const s = sink();
      return Object.assign(state, s, {
        end: () => void (state.closed = true),
        ended: async () => (live.has(session) ? null : ('signed_out' as const)),
      });
    };
    const a = streamOf('a');
    const b = streamOf('b');
    await app.realtime.open(6, null, a);
    await app.realtime.open(6, null, b);
    await app.realtime.idle();
    live.delete('a');
    announce(7); // another member's change: nothing asked for member 6
    await app.realtime.idle();
    expect(a.closed).toBe(false);
    announce(6);
    await app.realtime.idle();
    expect(a.closed).toBe(true);
    expect(a.chunks.join('')).toContain('event: end\ndata: {"type":"end","reason":"signed_out"}');
    expect(b.closed).toBe(false);
    expect(app.realtime.streamCount(6)).toBe(1);
    await app.close();
  });
});
