import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { MyRewards } from './my-rewards';

describe('MyRewards', () => {
  it('lists each claim with its status, points and delivery address', async () => {
    mockApi({
      'GET /api/user/rewards': [
        {
          id: 1,
          status: 'pending',
          claimedAt: '2026-03-02T10:00:00Z',
          pointsSpent: 500,
          email: 'me@x.test',
          reward: { id: 3, name: 'Tree planted' },
        },
        {
          id: 2,
          status: 'fulfilled',
          claimedAt: '2026-02-02T10:00:00Z',
          pointsSpent: 100,
          email: 'me@x.test',
          reward: { id: 4, name: 'Sticker' },
        },
      ],
    });
    renderWithProviders(<MyRewards />, { user: member });
    expect(await screen.findByText('Tree planted')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Fulfilled')).toBeInTheDocument();
    expect(screen.getByText(/500 points · to me@x.test/)).toBeInTheDocument();
  });

  it('has an empty and an error state', async () => {
    mockApi({ 'GET /api/user/rewards': [] });
    const view = renderWithProviders(<MyRewards />, { user: member });
    expect(await screen.findByText('You haven’t claimed a reward yet.')).toBeInTheDocument();
    view.unmount();
    mockApi({ 'GET /api/user/rewards': { status: 500, body: { message: 'x' } } });
    renderWithProviders(<MyRewards />, { user: member });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load your rewards.');
  });
});
