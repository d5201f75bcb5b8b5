import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { reward } from '../test/fixtures';
import { RewardsGallery } from './rewards-gallery';

const claimButton = (name: string) => screen.getByRole('button', { name: `Claim ${name}` });

describe('RewardsGallery', () => {
  it('shows four rewards, then all of them after View All', async () => {
    mockApi({ 'GET /api/rewards': [1, 2, 3, 4, 5, 6].map((id) => reward(id)) });
    renderWithProviders(<RewardsGallery />, { user: member });
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'View All' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('keeps the claim button off for a guest, for short points and for a limited reward out of stock', async () => {
    const rewards = [reward(1), reward(2, { pointsCost: 200 }), reward(3, { isLimited: true, quantityAvailable: 0 })];
    mockApi({ 'GET /api/rewards': rewards });
    const view = renderWithProviders(<RewardsGallery />, { user: member });
    expect(await screen.findByText('Reward 1')).toBeInTheDocument();
    expect(claimButton('Reward 1')).toBeEnabled();
    expect(claimButton('Reward 2')).toBeDisabled();
    expect(screen.getByText('You need 75 more points')).toBeInTheDocument();
    expect(claimButton('Reward 3')).toBeDisabled();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    view.unmount();

    mockApi({ 'GET /api/rewards': rewards });
    renderWithProviders(<RewardsGallery />, { user: null });
    expect(await screen.findByText('Reward 1')).toBeInTheDocument();
    expect(claimButton('Reward 1')).toBeDisabled();
    expect(screen.getAllByText('Log in to claim')).toHaveLength(3);
  });

  it('claims with the e-mail prefilled from the account and says once per day', async () => {
    const api = mockApi({
      'GET /api/rewards': [reward(1, { name: 'Tree planted' })],
      'POST /api/rewards/:id/claim': (req) => ({
        message: 'Reward claimed',
        points: 25,
        claim: {
          id: 1,
          status: 'pending',
          claimedAt: new Date().toISOString(),
          pointsSpent: 100,
          email: (req.body as { email: string }).email,
          reward: { id: 1, name: 'Tree planted' },
        },
      }),
    });
    renderWithProviders(<RewardsGallery />, { user: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Tree planted' }));
    const dialog = screen.getByRole('dialog', { name: 'Claim Tree planted' });
    expect(within(dialog).getByText(/A reward can be claimed once per day/)).toBeInTheDocument();
    const email = within(dialog).getByLabelText('E-mail for your reward');
    expect(email).toHaveValue(member.username);
    await userEvent.clear(email);
    await userEvent.type(email, 'gift@example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim Reward' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Reward claimed! 🎉');
    expect(api.callsTo('POST /api/rewards/:id/claim')[0].body).toEqual({ email: 'gift@example.test' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a claim', async () => {
    mockApi({
      'GET /api/rewards': [reward(1)],
      'POST /api/rewards/:id/claim': { status: 409, body: { message: 'You already claimed this reward today' } },
    });
    renderWithProviders(<RewardsGallery />, { user: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Reward 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Claim Reward' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('You already claimed this reward today');
  });

  it('has loading, empty and error states', async () => {
    mockApi({ 'GET /api/rewards': () => new Promise(() => undefined) });
    const view = renderWithProviders(<RewardsGallery />, { user: member });
    expect(screen.getByTestId('rewards-skeleton')).toBeInTheDocument();
    view.unmount();
    mockApi({ 'GET /api/rewards': [] });
    const empty = renderWithProviders(<RewardsGallery />, { user: member });
    expect(await screen.findByText(/No rewards are on offer right now/)).toBeInTheDocument();
    empty.unmount();
    mockApi({ 'GET /api/rewards': { status: 500, body: { message: 'x' } } });
    renderWithProviders(<RewardsGallery />, { user: member });
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load the rewards.');
  });
});
