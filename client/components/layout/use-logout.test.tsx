import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { subscribeToMemberEvents, type MemberEventSubscriber } from '@/lib/member-events';
import { fakeBrowser } from '@/test/event-stream-fakes';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { UserMenu } from './user-menu';

/** The member's live events held by this tab, with a feature recording what reached it. */
function liveEvents() {
  const browser = fakeBrowser();
  const seen = { resyncs: 0, ended: [] as string[] };
  const subscriber: MemberEventSubscriber = {
    onEvent: () => {},
    onResync: () => seen.resyncs++,
    onEnd: (reason) => seen.ended.push(reason),
  };
  const env = { ...browser.tab(), locks: null };
  const leave = subscribeToMemberEvents(member.id, subscriber, env);
  browser.sources[0].open();
  return { browser, env, seen, leave };
}

async function signOut() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /account menu$/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
}

describe('signing out', () => {
  let leave = () => {};
  afterEach(() => leave());

  it('closes the member’s event stream before the sign-out is sent, and nothing reopens it or reads again', async () => {
    const live = liveEvents();
    leave = live.leave;
    const before = { ...live.seen };
    const closedWhenSent: boolean[] = [];
    const api = mockApi({
      'POST /api/logout': () => {
        closedWhenSent.push(live.browser.sources[0].closed);
        return { message: 'Logged out' };
      },
    });
    renderWithProviders(<UserMenu user={member} />, { user: member, path: '/dashboard' });
    await signOut();
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('Logged outYou have been successfully logged out'));
    expect(api.callsTo('POST /api/logout')).toHaveLength(1);
    expect(closedWhenSent).toEqual([true]);
    // The session's end drops the connection: neither that nor a wake-up brings a stream back or reads a screen
    // again (each would be answered 401).
    live.browser.sources[0].fail();
    live.env.fire('online');
    expect(live.browser.sources).toHaveLength(1);
    expect(live.seen).toEqual(before);
  });

  it('opens the stream again when the sign-out fails, and reads everything again', async () => {
    const live = liveEvents();
    leave = live.leave;
    const resyncs = live.seen.resyncs;
    mockApi({ 'POST /api/logout': { status: 500, body: { message: 'Something went wrong' } } });
    renderWithProviders(<UserMenu user={member} />, { user: member });
    await signOut();
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('Logout failedPlease try again.'));
    expect(live.browser.sources).toHaveLength(2);
    expect(live.browser.sources[1].closed).toBe(false);
    expect(live.seen.resyncs).toBe(resyncs + 1);
  });
});
