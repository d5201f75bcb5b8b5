import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionEvent, EVENT_TYPES, type ConnectionEvent } from '@common/schemas/connections';
import { fakeBrowser } from '@/test/event-stream-fakes';
import type { StreamEnvironment } from './event-stream-environment';
import { startEventStream, type StreamOptions } from './event-stream';

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

/** The stream as a feature starts it: here the Connections events, checked against their contract. */
const startStream = (options: Omit<StreamOptions<ConnectionEvent>, 'types' | 'parse'>) =>
  startEventStream({
    ...options,
    types: EVENT_TYPES,
    parse: (type, data) => {
      const parsed = connectionEvent.safeParse({ type, ...(data as object) });
      return parsed.success ? parsed.data : null;
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
    const streamA = startStream({
      url: '/api/connections/events',
      scope: '7',
      env: envA,
      onEvent: (e) => a.events.push(e),
      onResync: () => a.resyncs++,
    });
    const streamB = startStream({
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
      startStream({
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
    const s1 = startStream({ url: '/e', scope: '7', env, onEvent: () => {}, onResync: () => {} });
    const s2 = startStream({ url: '/e', scope: '7', env: env2, onEvent: () => {}, onResync: () => {} });
    expect(browser.sources).toHaveLength(2);
    s1.stop();
    s2.stop();
    expect(browser.sources.every((s) => s.closed)).toBe(true);
  });

  describe('around a sign-out from one tab', () => {
    it('closes the stream before the sign-out is sent: nothing reopens it, and the other tab opens none meanwhile', async () => {
      const { browser, envA, a, streamA, streamB } = await twoTabs();
      browser.sources[0].open();
      const resyncs = a.resyncs;
      streamA.close();
      expect(browser.sources[0].closed).toBe(true);
      // The session's end drops the connection; neither that, a wake-up nor time brings a stream back.
      browser.sources[0].fail();
      envA.fire('visibilitychange');
      envA.fire('online');
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(browser.sources).toHaveLength(1);
      expect(streamA.isPolling()).toBe(false);
      expect(streamB.isLeader()).toBe(false);
      expect(a.resyncs).toBe(resyncs);
      streamA.stop();
      streamB.stop();
    });

    it('then tells the other tabs the stream ended for good, and says nothing in the tab that signed out', async () => {
      const browser = fakeBrowser();
      const tab = () => {
        const seen = { ended: [] as string[], resyncs: 0 };
        const stream = startStream({
          url: '/e',
          scope: '7',
          env: browser.tab(),
          onEvent: () => {},
          onResync: () => seen.resyncs++,
          onEnd: (reason) => seen.ended.push(reason),
        });
        return { seen, stream };
      };
      const [a, b] = [tab(), tab()];
      await vi.advanceTimersByTimeAsync(0);
      browser.sources[0].open();
      a.stream.close();
      const resyncs = a.seen.resyncs;
      a.stream.finish('signed_out');
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(a.seen).toEqual({ ended: [], resyncs });
      expect(b.seen.ended).toEqual(['signed_out']);
      // The other tab took the lock when this one left, and opened nothing.
      expect(b.stream.isLeader()).toBe(true);
      expect(browser.sources).toHaveLength(1);
      b.stream.stop();
    });

    it('takes an end the leading tab relays meanwhile as final, without reading anything again', async () => {
      const { browser, a, b, streamA, streamB } = await twoTabs();
      browser.sources[0].open();
      streamB.close();
      const resyncs = b.resyncs;
      browser.sources[0].emit('message', message(1));
      browser.sources[0].emit('end', { type: 'end', reason: 'signed_out' });
      expect(a.events).toHaveLength(1);
      expect(b.events).toEqual([]);
      expect(b.resyncs).toBe(resyncs);
      streamB.reopen();
      expect(b.resyncs).toBe(resyncs);
      // The leader leaves: this tab takes the lock but opens nothing either.
      streamA.stop();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(streamB.isLeader()).toBe(true);
      expect(browser.sources).toHaveLength(1);
      streamB.stop();
    });

    it('opens the stream again after a sign-out that failed, from the last event id, and reads everything again', async () => {
      const { browser, a, streamA, streamB } = await twoTabs();
      browser.sources[0].open();
      browser.sources[0].emit('message', message(1), '12');
      streamA.close();
      const resyncs = a.resyncs;
      streamA.reopen();
      expect(browser.sources).toHaveLength(2);
      expect(browser.sources[1].url).toBe('/api/connections/events?lastEventId=12');
      expect(a.resyncs).toBe(resyncs + 1);
      streamA.stop();
      streamB.stop();
    });
  });
});
