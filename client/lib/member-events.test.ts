import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '@/test/event-stream-fakes';
import { startEventStream } from './event-stream';
import {
  closeMemberEventsForSignOut,
  MEMBER_EVENTS_URL,
  subscribeToMemberEvents,
  type MemberEvent,
  type MemberEventSubscriber,
} from './member-events';

/** A feature's part, recording what reached it. */
function feature() {
  const seen = { events: [] as MemberEvent[], resyncs: 0, ended: [] as string[] };
  const subscriber: MemberEventSubscriber = {
    onEvent: (event) => seen.events.push(event),
    onResync: () => seen.resyncs++,
    onEnd: (reason) => seen.ended.push(reason),
  };
  return { seen, subscriber };
}

const unread = { conversationId: 3, unreadCount: 1, unreadTotal: 1 };

describe('the member’s live events in a tab', () => {
  const leaving: Array<() => void> = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
  });
  afterEach(() => {
    leaving.splice(0).forEach((leave) => leave());
    vi.useRealTimers();
  });

  it('shares one stream between the features of a tab, each hearing every event, until the last one leaves', () => {
    const browser = fakeBrowser();
    const env = browser.tab();
    const [one, two] = [feature(), feature()];
    const leaveOne = subscribeToMemberEvents(7, one.subscriber, env);
    const leaveTwo = subscribeToMemberEvents(7, two.subscriber, env);
    expect(browser.sources.map((s) => s.url)).toEqual([MEMBER_EVENTS_URL]);
    // The first was caught up as the stream started; the second as it joined.
    expect([one.seen.resyncs, two.seen.resyncs]).toEqual([2, 1]);
    browser.sources[0].open();
    browser.sources[0].emit('unread', unread);
    browser.sources[0].emit('nonsense', unread);
    browser.sources[0].emit('message', 'not an object');
    expect(one.seen.events).toEqual([{ type: 'unread', data: unread }]);
    expect(two.seen.events).toEqual([{ type: 'unread', data: unread }]);
    leaveOne();
    expect(browser.sources[0].closed).toBe(false);
    leaveTwo();
    expect(browser.sources[0].closed).toBe(true);
  });

  it('starts a stream of their own for another member', () => {
    const browser = fakeBrowser();
    const env = browser.tab();
    subscribeToMemberEvents(7, feature().subscriber, env);
    leaving.push(subscribeToMemberEvents(8, feature().subscriber, env));
    expect(browser.sources).toHaveLength(2);
    expect(browser.sources[0].closed).toBe(true);
    expect(browser.sources[1].closed).toBe(false);
  });

  it('closes before a sign-out, then tells the other tabs the stream ended for good and this tab’s features nothing', async () => {
    const browser = fakeBrowser();
    const here = feature();
    leaving.push(subscribeToMemberEvents(7, here.subscriber, browser.tab()));
    const otherTab: string[] = [];
    const other = startEventStream({
      url: MEMBER_EVENTS_URL,
      scope: '7',
      types: ['unread'],
      parse: (_type, data) => data,
      env: browser.tab(),
      onEvent: () => {},
      onResync: () => {},
      onEnd: (reason) => otherTab.push(reason),
    });
    browser.sources[0].open();
    const before = { ...here.seen };

    const signOut = closeMemberEventsForSignOut();
    expect(browser.sources[0].closed).toBe(true);
    signOut.signedOut();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(here.seen).toEqual(before);
    expect(otherTab).toEqual(['signed_out']);
    // The other tab took the lock and opened nothing.
    expect(other.isLeader()).toBe(true);
    expect(browser.sources).toHaveLength(1);
    other.stop();
  });

  it('opens the stream again after a sign-out that failed, and reads everything again', () => {
    const browser = fakeBrowser();
    const here = feature();
    leaving.push(subscribeToMemberEvents(7, here.subscriber, browser.tab()));
    browser.sources[0].open();
    const signOut = closeMemberEventsForSignOut();
    const resyncs = here.seen.resyncs;
    signOut.failed();
    expect(browser.sources).toHaveLength(2);
    expect(browser.sources[1].closed).toBe(false);
    expect(here.seen.resyncs).toBe(resyncs + 1);
  });
});
