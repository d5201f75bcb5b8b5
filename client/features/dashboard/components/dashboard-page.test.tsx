import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PointsHistoryEntry } from '@common/schemas/points';
import { admin, member, publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DashboardPage } from './dashboard-page';

const summary = { points: 730, completedChallenges: 4, totalPointsEarned: 910, rewardsClaimed: 1 };
const entry = (id: number, delta: number, over: Partial<PointsHistoryEntry> = {}): PointsHistoryEntry => ({
  id,
  delta,
  reason: 'like_received',
  description: 'Like received',
  source: null,
  createdAt: new Date().toISOString(),
  ...over,
});

function world(over: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/config': publicConfig,
    'GET /api/user/summary': summary,
    'GET /api/user/points-history': (req) =>
      req.query.get('cursor') === 'n1'
        ? { items: [entry(3, -500, { reason: 'reward_claimed', description: 'Reward claimed' })], nextCursor: null }
        : {
            items: [entry(1, 50, { reason: 'challenge_completed', description: 'Challenge completed' }), entry(2, 1)],
            nextCursor: 'n1',
          },
    ...over,
  });
}

const tabs = () => ({
  completed: <p>completed list</p>,
  rewards: <p>rewards list</p>,
  stories: <p>stories list</p>,
  admin: [{ id: 'claimed-rewards', label: 'Claimed Rewards', content: <p>claims table</p> }],
});

describe('DashboardPage', () => {
  it('shows the summary card: initials, name, @username, the 500-point band and the three numbers', async () => {
    world();
    renderWithProviders(<DashboardPage tabs={tabs} />, { user: member, path: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('AL')).toBeInTheDocument();
    expect(screen.getByText('@ada@example.test')).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Current Points Balance' });
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('730');
    expect(bar).toHaveAttribute('aria-valuemin', '500');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText('1000')).toBeInTheDocument();
    const numbers = screen.getByRole('region', { name: 'Your summary' });
    expect(
      within(numbers).getByText('Completed Challenges').nextSibling ?? within(numbers).getByText('4'),
    ).toBeTruthy();
    expect(within(numbers).getByText('4')).toBeInTheDocument();
    expect(within(numbers).getByText('910')).toBeInTheDocument();
    expect(within(numbers).getByText('1')).toBeInTheDocument();
  });

  it('opens on Completed Challenges, switches tabs, and has no Admin tab for a member', async () => {
    world();
    renderWithProviders(<DashboardPage tabs={tabs} />, { user: member, path: '/dashboard' });
    expect(screen.getByRole('tab', { name: 'Completed Challenges' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('completed list')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Admin' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'My Stories' }));
    expect(screen.getByText('stories list')).toBeInTheDocument();
  });

  it('gives an admin the Admin tab with Claimed Rewards, and opens the tab a link names', async () => {
    world();
    renderWithProviders(<DashboardPage tabs={tabs} />, { user: admin, path: '/dashboard?tab=admin' });
    expect(screen.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Claimed Rewards' })).toBeInTheDocument();
    expect(screen.getByText('claims table')).toBeInTheDocument();
  });

  it('lists the points history newest first, a page at a time', async () => {
    world();
    renderWithProviders(<DashboardPage tabs={tabs} />, { user: member, path: '/dashboard' });
    const history = await screen.findByRole('region', { name: 'Points History' });
    expect(await within(history).findByText('Challenge completed')).toBeInTheDocument();
    expect(within(history).getByText('+50')).toBeInTheDocument();
    await userEvent.click(within(history).getByRole('button', { name: 'Show More' }));
    expect(await within(history).findByText('-500')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('says when there is no history yet, and offers Try again when it cannot load', async () => {
    world({ 'GET /api/user/points-history': { items: [], nextCursor: null } });
    const view = renderWithProviders(<DashboardPage tabs={tabs} />, { user: member, path: '/dashboard' });
    expect(await screen.findByText(/No points yet/)).toBeInTheDocument();
    view.unmount();
    world({ 'GET /api/user/points-history': { status: 500, body: { message: 'x' } } });
    renderWithProviders(<DashboardPage tabs={tabs} />, { user: member, path: '/dashboard' });
    expect(await screen.findByText(/We couldn’t load your points history/)).toBeInTheDocument();
  });
});
