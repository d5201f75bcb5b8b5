import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, member, publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import AdminRoute from './admin';

describe('/admin', () => {
  it('sends a member home: the role decides, not the id', async () => {
    mockApi({ 'GET /api/config': publicConfig });
    renderWithProviders(<AdminRoute />, { user: { ...member, id: 1 }, path: '/admin', route: '/admin' });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('gives an admin the tabs in the spec’s order, Manage Challenges first and open', async () => {
    mockApi({
      'GET /api/config': publicConfig,
      'GET /api/challenges': [],
      'GET /api/admin/review-queue': { items: [], total: 3, page: 1, pageSize: 20 },
    });
    renderWithProviders(<AdminRoute />, { user: admin, path: '/admin', route: '/admin' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Manage Challenges',
      'Story Approval',
      'Manage Rewards',
      'Manage Users',
      'Connections',
      'Settings',
      'Review Queue',
      'Audit Log',
    ]);
    expect(await screen.findByRole('tab', { name: 'Review Queue (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Manage Challenges' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No challenges yet. Create the first one!')).toBeInTheDocument();
  });
});
