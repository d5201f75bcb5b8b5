import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONNECTIONS_TEXT } from '@common/schemas/connections';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { profile } from '../test/fixtures';
import { ProfileTab } from './profile-tab';
import { UnreadBadge } from './unread-badge';

describe('ProfileTab', () => {
  it('saves profile changes with the e-mail setting turned off', async () => {
    const api = mockApi({
      'GET /api/connections/blocks': { items: [], nextCursor: null },
      'PUT /api/connections/profile': (req) => profile(req.body as object),
    });
    renderWithProviders(<ProfileTab profile={profile()} memberId={7} />);
    expect(await screen.findByText('You haven’t blocked anyone.')).toBeInTheDocument();
    const user = userEvent.setup();
    const mail = screen.getByRole('checkbox', { name: /E-mail me when I get a message/ });
    expect(mail).toBeChecked();
    await user.click(mail);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('Profile updated'));
    expect(api.callsTo('PUT /api/connections/profile')[0].body).toMatchObject({
      mailWhenAway: false,
      interests: ['Reading'],
      bio: 'I like helping people practise English.',
    });
    expect(api.callsTo('PUT /api/connections/profile')[0].body).not.toHaveProperty('dateOfBirth');
  });

  it('checks the bio by the profile route’s own rule before sending', async () => {
    const api = mockApi({ 'GET /api/connections/blocks': { items: [], nextCursor: null } });
    renderWithProviders(<ProfileTab profile={profile()} memberId={7} />);
    expect(await screen.findByText('You haven’t blocked anyone.')).toBeInTheDocument();
    const user = userEvent.setup();
    const bio = screen.getByLabelText('About you');
    await user.clear(bio);
    // Long enough, but with a right-to-left override the server would refuse.
    await user.type(bio, 'I like helping\u202e people');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bio).toHaveAccessibleDescription(new RegExp(CONNECTIONS_TEXT.unsafeChars)));
    expect(api.callsTo('PUT /api/connections/profile')).toHaveLength(0);
  });

  it('lists blocks and undoes one', async () => {
    let blocks = [{ id: 11, displayName: 'Sam Helper', avatar: null, blockedAt: '2026-11-23T10:00:00.000Z' }];
    const api = mockApi({
      'GET /api/connections/blocks': () => ({ items: blocks, nextCursor: null }),
      'DELETE /api/connections/blocks/11': () => {
        blocks = [];
        return { message: 'Unblocked' };
      },
    });
    renderWithProviders(<ProfileTab profile={profile()} memberId={7} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('You haven’t blocked anyone.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/connections/blocks/11')).toHaveLength(1);
  });
});

describe('UnreadBadge', () => {
  it('shows the total above 0 with words for screen readers, and nothing at 0', async () => {
    let total = 3;
    mockApi({ 'GET /api/connections/unread': () => ({ unreadTotal: total }) });
    const { queryClient } = renderWithProviders(<UnreadBadge />);
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('3, 3 unread messages');
    total = 0;
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
  });
});
