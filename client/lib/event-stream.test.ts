import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionEvent } from '@common/schemas/connections';
import {
  startConnectionStream,
  type ChannelLike,
  type EventSourceLike,
  type LocksLike,
  type StreamEnvironment,
} from './event-stream';

/** A browser in miniature: EventSources it opened, BroadcastChannels that reach each other, and Web Locks. */
class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((ev: Event) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  closed = false;
  listeners = new Map<string, Array<(ev: MessageEvent) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (ev: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const l of this.listeners.get(type) ?? [])
      l(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
  fail() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

function fakeBrowser() {
  const sources: FakeEventSource[] = [];
  const channels: Array<ChannelLike & { name: string; closed: boolean }> = [];
  const held = new Map<string, boolean>();
  const waiting = new Map<string, Array<() => void>>();
  const locks: LocksLike = {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held.set(name, true);
          void callback().then(() => {
            held.set(name, false);
            resolve(undefined);
            waiting.get(name)?.shift()?.();
          });
        };
        if (!held.get(name)) run();
        else {
          waiting.set(name, [...(waiting.get(name) ?? []), run]);
          signal?.addEventListener('abort', () => {
            waiting.set(
              name,
              (waiting.get(name) ?? []).filter((r) => r !== run),
            );
            reject(new DOMException('aborted', 'AbortError'));
          });
        }
      });
    },
  };
  const tab = (): StreamEnvironment & { fire: (type: string) => void; setHidden: (h: boolean) => void } => {
    const listeners = new Map<string, Set<() => void>>();
    const target = {
      addEventListener: (t: string, l: () => void) => listeners.set(t, (listeners.get(t) ?? new Set()).add(l)),
      removeEventListener: (t: string, l: () => void) => listeners.get(t)?.delete(l),
    };
    let visibility = 'visible';
    return {
      createEventSource: (url) => {
        const s = new FakeEventSource(url);
        sources.push(s);
        return s;
      },
      createChannel: (name) => {
        const ch = {
          name,
          closed: false,
          onmessage: null as ChannelLike['onmessage'],
          postMessage(data: unknown) {
            for (const other of channels)
              if (other !== ch && other.name === name && !other.closed)
                other.onmessage?.(new MessageEvent('message', { data }));
          },
          close() {
            ch.closed = true;
          },
        };
        channels.push(ch);
        return ch;
      },
      locks,
      win: target,
      doc: {
        ...target,
        get visibilityState() {
          return visibility;
        },
      },
      fire: (type) => listeners.get(type)?.forEach((l) => l()),
      setHidden: (h) => {
        visibility = h ? 'hidden' : 'visible';
      },
    };
  };
  return { sources, tab };
}

const message = (id: number) => ({
  conversationId: 3,
  message: {
    id,
    conversationId: 3,
    senderId: 9,
    content: `hello ${id}`,
    messageType: 'text',
    isAdmin: false,
    createdAt: '2026-11-24T01:00:00.000Z',
  },
});

describe('the shared event stream', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  async function twoTabs() {
    const browser = fakeBrowser();
    const envA = browser.tab();
    const envB = browser.tab();
    const a = { events: [] as ConnectionEvent[], resyncs: 0 };
    const b = { events: [] as ConnectionEvent[], resyncs: 0 };
    const streamA = startConnectionStream({
      url: '/api/connections/events',
      scope: '7',
      env: envA,
      onEvent: (e) => a.events.push(e),
      onResync: () => a.resyncs++,
    });
    const streamB = startConnectionStream({
      url: '/api/connections/events',
      scope: '7',
      env: envB,
      onEvent: (e) => b.events.push(e),
      onResync: () => b.resyncs++,
    });
    await vi.advanceTimersByTimeAsync(0);
    return { browser, envA, envB, a, b, streamA, streamB };
  }

  it('opens one EventSource for two tabs and relays each event to the other tab', async () => {
    const { browser, a, b, streamA, streamB } = await twoTabs();
    expect(browser.sources).toHaveLength(1);
    expect(streamA.isLeader()).toBe(true);
    expect(streamB.isLeader()).toBe(false);
    // The waiting tab caught up once, after it started listening (subscribe, then catch up).
    expect(b.resyncs).toBe(1);
    browser.sources[0].open();
    browser.sources[0].emit('message', message(1));
    expect(a.events).toEqual([{ type: 'message', ...message(1) }]);
    expect(b.events).toEqual([{ type: 'message', ...message(1) }]);
    streamA.stop();
    streamB.stop();
  });

  it('hands the stream to the waiting tab when the leader closes, which carries on from the last event id', async () => {
    const { browser, b, streamA, streamB } = await twoTabs();
    browser.sources[0].open();
    browser.sources[0].emit('message', message(1), '41');
    const resyncsBefore = b.resyncs;
    streamA.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.sources[0].closed).toBe(true);
    expect(streamB.isLeader()).toBe(true);
    expect(browser.sources).toHaveLength(2);
    expect(browser.sources[1].url).toBe('/api/connections/events?lastEventId=41');
    expect(b.resyncs).toBe(resyncsBefore + 1);
    browser.sources[1].open();
    browser.sources[1].emit('unread', { conversationId: 3, unreadCount: 2, unreadTotal: 5 });
    expect(b.events.at(-1)).toEqual({ type: 'unread', conversationId: 3, unreadCount: 2, unreadTotal: 5 });
    streamB.stop();
  });

  it('recreates a stream that failed, then polls slowly while it cannot be opened, and stops polling once it opens', async () => {
    const { browser, a, b, streamA, streamB } = await twoTabs();
    browser.sources[0].open();
    browser.sources[0].emit('unread', { conversationId: 3, unreadCount: 1, unreadTotal: 1 }, '7');
    browser.sources[0].fail();
    expect(browser.sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(browser.sources).toHaveLength(2);
    expect(browser.sources[1].url).toBe('/api/connections/events?lastEventId=7');
    browser.sources[1].fail();
    expect(streamA.isPolling()).toBe(true);
    expect(streamB.isPolling()).toBe(true);
    const [ra, rb] = [a.resyncs, b.resyncs];
    await vi.advanceTimersByTimeAsync(60_000);
    expect(a.resyncs).toBeGreaterThan(ra);
    expect(b.resyncs).toBeGreaterThan(rb);
    expect(browser.sources.length).toBeGreaterThan(2);
    const latest = browser.sources[browser.sources.length - 1];
    latest.open();
    expect(streamA.isPolling()).toBe(false);
    expect(streamB.isPolling()).toBe(false);
    // What was missed while it was down is read again in both tabs.
    const [ra2, rb2] = [a.resyncs, b.resyncs];
    expect(ra2).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect([a.resyncs, b.resyncs]).toEqual([ra2, rb2]);
    streamA.stop();
    streamB.stop();
  });

  it('leaves a connecting stream to the browser’s own retry (which sends Last-Event-ID)', async () => {
    const { browser, streamA, streamB } = await twoTabs();
    const s = browser.sources[0];
    s.readyState = 0;
    s.onerror?.(new Event('error'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(browser.sources).toHaveLength(1);
    expect(s.closed).toBe(false);
    streamA.stop();
    streamB.stop();
  });

  it('reads everything again when a tab wakes up, comes back online or is shown from the back-forward cache', async () => {
    const { envA, envB, a, b, streamA, streamB } = await twoTabs();
    const [ra, rb] = [a.resyncs, b.resyncs];
    envA.fire('online');
    envB.fire('pageshow');
    envB.fire('visibilitychange');
    expect(a.resyncs).toBe(ra + 1);
    expect(b.resyncs).toBe(rb + 2);
    envB.setHidden(true);
    envB.fire('visibilitychange');
    expect(b.resyncs).toBe(rb + 2);
    streamA.stop();
    streamB.stop();
  });

  it('reopens a closed stream at once when the tab wakes up', async () => {
    const { browser, envA, streamA, streamB } = await twoTabs();
    browser.sources[0].open();
    browser.sources[0].fail();
    envA.fire('visibilitychange');
    expect(browser.sources).toHaveLength(2);
    streamA.stop();
    streamB.stop();
  });

  it('ignores events it does not know and passes on a resync from the server', async () => {
    const { browser, a, b, streamA, streamB } = await twoTabs();
    const [ra, rb] = [a.resyncs, b.resyncs];
    browser.sources[0].emit('message', { nonsense: true });
    browser.sources[0].emit('resync', {});
    expect(a.events).toEqual([]);
    expect([a.resyncs, b.resyncs]).toEqual([ra + 1, rb + 1]);
    streamA.stop();
    streamB.stop();
  });

  it('stops for good in every tab when the server ends the stream, without reopening or polling', async () => {
    const browser = fakeBrowser();
    const ended: string[] = [];
    const [envA, envB] = [browser.tab(), browser.tab()];
    const start = (env: StreamEnvironment) =>
      startConnectionStream({
        url: '/e',
        scope: '7',
        env,
        onEvent: () => {},
        onResync: () => {},
        onEnd: (reason) => ended.push(reason),
      });
    const [streamA, streamB] = [start(envA), start(envB)];
    await vi.advanceTimersByTimeAsync(0);
    browser.sources[0].open();
    browser.sources[0].emit('end', { type: 'end', reason: 'suspended' });
    // The server closes the connection right after; the browser would retry, the stream must not.
    browser.sources[0].fail();
    expect(ended).toEqual(['suspended', 'suspended']);
    expect(browser.sources[0].closed).toBe(true);
    envA.fire('visibilitychange');
    envA.fire('online');
    // The leader leaves: the other tab takes the lock but opens nothing either.
    streamA.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(browser.sources).toHaveLength(1);
    expect(streamB.isPolling()).toBe(false);
    streamB.stop();
  });

  it('gives each tab its own stream where the browser has no Web Locks', async () => {
    const browser = fakeBrowser();
    const env = { ...browser.tab(), locks: null };
    const env2 = { ...browser.tab(), locks: null };
    const s1 = startConnectionStream({ url: '/e', scope: '7', env, onEvent: () => {}, onResync: () => {} });
    const s2 = startConnectionStream({ url: '/e', scope: '7', env: env2, onEvent: () => {}, onResync: () => {} });
    expect(browser.sources).toHaveLength(2);
    s1.stop();
    s2.stop();
    expect(browser.sources.every((s) => s.closed)).toBe(true);
  });
});
