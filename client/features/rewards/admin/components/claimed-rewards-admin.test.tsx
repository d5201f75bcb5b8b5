import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminClaimedReward } from '@common/schemas/rewards';
import { admin } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { ClaimedRewardsAdmin } from './claimed-rewards-admin';

const claim = (id: number, status: AdminClaimedReward['status']): AdminClaimedReward => ({
  id,
  status,
  claimedAt: '2026-03-02T10:00:00Z',
  pointsSpent: 500,
  email: `c${id}@x.test`,
  reward: { id: 1, name: `Reward ${id}`, description: '', pointsCost: 500 },
  user: { id: 5, displayName: 'Bea Brave', username: 'bea@x.test' },
});

describe('ClaimedRewardsAdmin', () => {
  it('offers Mark as Fulfilled only while pending, and marks it', async () => {
    let rows = [claim(1, 'pending'), claim(2, 'fulfilled')];
    const api = mockApi({
      'GET /api/admin/claimed-rewards': () => ({ items: rows, total: 2, page: 1, pageSize: 20 }),
      'PATCH /api/admin/claimed-rewards/:id': (req) => {
        rows = rows.map((r) => (String(r.id) === req.params.id ? { ...r, status: 'fulfilled' as const } : r));
        return { message: 'Marked as fulfilled', claim: rows[0] };
      },
    });
    renderWithProviders(<ClaimedRewardsAdmin />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Claimed rewards' });
    expect(await within(table).findByText('Reward 1')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Mark as Fulfilled/ })).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: 'Mark as Fulfilled: Reward 1 for Bea Brave' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Marked as fulfilled');
    expect(api.callsTo('PATCH /api/admin/claimed-rewards/:id')[0].body).toEqual({ status: 'fulfilled' });
    await expect.poll(() => within(table).queryAllByRole('button', { name: /^Mark as Fulfilled/ }).length).toBe(0);
  });

  it('pages through the claims twenty at a time', async () => {
    const api = mockApi({
      'GET /api/admin/claimed-rewards': (req) => ({
        items: [claim(Number(req.query.get('page')) * 100, 'pending')],
        total: 45,
        page: Number(req.query.get('page')),
        pageSize: 20,
      }),
    });
    renderWithProviders(<ClaimedRewardsAdmin />, { user: admin });
    expect(await screen.findByText('Reward 100')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Reward 300')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/claimed-rewards').map((c) => c.query.get('page'))).toEqual(['1', '3']);
  });

  it('has an empty state', async () => {
    mockApi({ 'GET /api/admin/claimed-rewards': { items: [], total: 0, page: 1, pageSize: 20 } });
    renderWithProviders(<ClaimedRewardsAdmin />, { user: admin });
    expect(await screen.findByText('No rewards have been claimed yet.')).toBeInTheDocument();
  });
});
