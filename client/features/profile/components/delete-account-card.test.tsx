import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { accountMessages } from '@common/schemas/account';
import { userQueryKey } from '@/lib/auth';
import { subscribeToMemberEvents } from '@/lib/member-events';
import { localStore } from '@/lib/local-store';
import { fakeBrowser } from '@/test/event-stream-fakes';
import { member as someone } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DeleteAccountCard } from './delete-account-card';

const member = { ...someone, username: 'fay@example.test' };
const DELETE = 'DELETE /api/user';

async function openDialog() {
  const api = mockApi({ [DELETE]: { message: 'Your account has been deleted' } });
  const { queryClient } = renderWithProviders(<DeleteAccountCard user={member} />, { user: member, path: '/profile' });
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  return { api, queryClient, field: await screen.findByLabelText('Username') };
}

describe('DeleteAccountCard', () => {
  it('asks for the account username and sends nothing until it matches', async () => {
    const { api, field } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText(accountMessages.deleteConfirm)).toBeInTheDocument();
    await userEvent.type(field, 'someone@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(field).toHaveAccessibleDescription(accountMessages.deleteConfirm);
    expect(api.calls).toHaveLength(0);
  });

  it('takes the username in any letter case, with spaces around it, and sends it trimmed', async () => {
    const { api, field, queryClient } = await openDialog();
    await userEvent.type(field, '  FAY@Example.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(api.callsTo(DELETE)).toHaveLength(1));
    expect(api.callsTo(DELETE)[0].body).toEqual({ username: 'FAY@Example.test' });
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeNull());
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
  });

  describe('the deletion ends the session', () => {
    let leave = () => {};
    afterEach(() => leave());

    it('closes the member’s event stream before it is sent, then forgets the member and the like markers', async () => {
      const browser = fakeBrowser();
      const env = { ...browser.tab(), locks: null };
      leave = subscribeToMemberEvents(member.id, { onEvent: () => {}, onResync: () => {} }, env);
      browser.sources[0].open();
      localStore.set('story_12_liked', '1');
      const closedWhenSent: boolean[] = [];
      const api = mockApi({
        [DELETE]: () => {
          closedWhenSent.push(browser.sources[0].closed);
          return { message: 'Your account has been deleted' };
        },
      });
      const { queryClient } = renderWithProviders(<DeleteAccountCard user={member} />, {
        user: member,
        path: '/profile',
      });
      queryClient.setQueryData(['/api/user/summary'], { points: 1 });
      await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
      await userEvent.type(await screen.findByLabelText('Username'), member.username);
      await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
      await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeNull());
      expect(api.callsTo(DELETE)).toHaveLength(1);
      expect(closedWhenSent).toEqual([true]);
      expect(queryClient.getQueryData(['/api/user/summary'])).toBeUndefined();
      expect(localStore.get('story_12_liked')).toBeNull();
      // The session's end drops the connection: nothing brings the stream back.
      browser.sources[0].fail();
      env.fire('online');
      expect(browser.sources).toHaveLength(1);
    });
  });
});
