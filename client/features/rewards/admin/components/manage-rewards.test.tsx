import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { admin } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { reward } from '../../test/fixtures';
import { ManageRewards } from './manage-rewards';

describe('ManageRewards', () => {
  it('creates a reward: cost 500 by default, the quantity only when limited', async () => {
    const api = mockApi({
      'GET /api/rewards': [],
      'POST /api/rewards': (req) => ({ status: 201, body: { ...reward(9), ...(req.body as object) } }),
    });
    renderWithProviders(<ManageRewards uploadImage={vi.fn()} />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Reward' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Reward' });
    expect(within(dialog).getByLabelText('Points cost')).toHaveValue(500);
    expect(within(dialog).queryByLabelText('Quantity available')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Tree planted');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Limited quantity' }));
    const quantity = within(dialog).getByLabelText('Quantity available');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Reward' }));
    expect(quantity).toHaveAccessibleDescription('Quantity must be at least 1');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Reward' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Reward created');
    expect(api.callsTo('POST /api/rewards')[0].body).toEqual({
      name: 'Tree planted',
      description: '',
      image: null,
      pointsCost: 500,
      isLimited: true,
      quantityAvailable: 3,
    });
  });

  it('refuses a cost below 1 and edits an existing reward with PATCH', async () => {
    const api = mockApi({ 'GET /api/rewards': [reward(2, { name: 'Sticker' })], 'PATCH /api/rewards/:id': reward(2) });
    renderWithProviders(<ManageRewards uploadImage={vi.fn()} />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sticker' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Reward' });
    const cost = within(dialog).getByLabelText('Points cost');
    await userEvent.clear(cost);
    await userEvent.type(cost, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(cost).toHaveAccessibleDescription('Points cost must be at least 1');
    await userEvent.clear(cost);
    await userEvent.type(cost, '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => api.callsTo('PATCH /api/rewards/:id').length).toBe(1);
    expect(api.callsTo('PATCH /api/rewards/:id')[0].body).toMatchObject({
      pointsCost: 250,
      isLimited: false,
      quantityAvailable: null,
    });
  });
});
