import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { member, publicConfig } from '@/test/fixtures';
import { mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { conversation } from '../test/fixtures';
import { ConversationList } from './conversation-list';

const withName = (id: number) =>
  conversation({ id, otherParticipant: { id: 100 + id, displayName: `Member ${id}`, avatar: null } });

/** The server's pages: 1-2 first, then 3-4 from cursor 'a', then 5 from cursor 'b'. */
const pages = (request: MockRequest) => {
  const cursor = request.query.get('cursor');
  if (cursor === null) return { items: [withName(1), withName(2)], nextCursor: 'a' };
  if (cursor === 'a') return { items: [withName(3), withName(4)], nextCursor: 'b' };
  return { items: [withName(5)], nextCursor: null };
};

describe('ConversationList', () => {
  it('loads more conversations by cursor, moves focus to the first new one and says how many came', async () => {
    const api = mockApi({ 'GET /api/config': publicConfig, 'GET /api/connections/conversations': pages });
    renderWithProviders(<ConversationList onFind={vi.fn()} />, { user: member, path: '/kindness-connections' });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Member 1'), expect.stringContaining('Member 2')]);
    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: 'Load more conversations' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(4));
    await waitFor(() => expect(within(list).getAllByRole('link')[2]).toHaveFocus());
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('2 more conversations loaded, 4 in all.');
    await user.click(screen.getByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load more conversations' })).not.toBeInTheDocument();
    const cursors = api.calls
      .filter((c) => c.path === '/api/connections/conversations')
      .map((c) => c.query.get('cursor'));
    expect(cursors).toEqual([null, 'a', 'b']);
  });

  it('keeps what was loaded and offers the button again when a page cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/config': publicConfig,
      'GET /api/connections/conversations': (request: MockRequest) =>
        request.query.get('cursor') === 'a' && fail
          ? ((fail = false), { status: 500, body: { message: 'Oops' } })
          : pages(request),
    });
    renderWithProviders(<ConversationList onFind={vi.fn()} />, { user: member, path: '/kindness-connections' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more conversations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load more conversations.');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(4));
  });

  it('shows the removed conversations read-only under the Removed filter, asking the server for them', async () => {
    const removed = conversation({ id: 9, removedAt: new Date().toISOString() });
    const api = mockApi({
      'GET /api/config': publicConfig,
      'GET /api/connections/conversations': (request: MockRequest) =>
        request.query.get('filter') === 'removed'
          ? { items: [removed], nextCursor: null }
          : { items: [withName(1)], nextCursor: null },
    });
    renderWithProviders(<ConversationList onFind={vi.fn()} />, { user: member, path: '/kindness-connections' });
    await screen.findByRole('list', { name: 'Conversations' });
    const current = screen.getByRole('button', { name: 'Current' });
    expect(current).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Removed' }));
    const list = await screen.findByRole('list', { name: 'Removed conversations' });
    expect(screen.getByRole('button', { name: 'Removed' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list).getByRole('link')).toHaveTextContent('Removed');
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/chat/9');
    expect(screen.getByText(/read-only, for 30 days/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/connections/conversations').map((c) => c.query.get('filter'))).toEqual([
      null,
      'removed',
    ]);
  });
});
