import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, member, publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import AdminConnectionsRoute from './connections';

const empty = { items: [], total: 0, page: 1, pageSize: 20 };

describe('/admin/connections', () => {
  it('sends a member home', async () => {
    mockApi({ 'GET /api/config': publicConfig });
    renderWithProviders(<AdminConnectionsRoute />, {
      user: member,
      path: '/admin/connections',
      route: '/admin/connections',
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('gives an admin the four tabs, All Requests first, and keeps the tab in the address', async () => {
    mockApi({
      'GET /api/config': publicConfig,
      'GET /api/admin/connections/requests': empty,
      'GET /api/admin/connections/conversations': empty,
    });
    const { router } = renderWithProviders(<AdminConnectionsRoute />, {
      user: admin,
      path: '/admin/connections',
      route: '/admin/connections',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Connections Moderation' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All Requests',
      'All Conversations',
      'Reviews & Reports',
      'Analytics',
    ]);
    expect(await screen.findByText('No requests to show.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'All Conversations' }));
    expect(await screen.findByText('No conversations to show.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=conversations');
  });
});
