import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { runningChallenge } from '../../test/fixtures';
import { ManageChallenges } from './manage-challenges';

describe('ManageChallenges', () => {
  it('refuses a challenge that breaks the form rules, with the spec’s messages', async () => {
    const api = mockApi({ 'GET /api/challenges': [] });
    renderWithProviders(<ManageChallenges />, { user: admin });
    expect(await screen.findByText('No challenges yet. Create the first one!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Challenge' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Challenge' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Hi');
    await userEvent.type(within(dialog).getByLabelText('Summary'), 'Too short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Challenge' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title must be at least 3 characters');
    expect(within(dialog).getByLabelText('Summary')).toHaveAccessibleDescription(
      'Summary must be at least 10 characters',
    );
    expect(within(dialog).getByLabelText('Start date')).toHaveAccessibleDescription('Start date is required');
    expect(api.callsTo('POST /api/challenges' as never)).toHaveLength(0);
  });

  it('creates a challenge with its dates typed in the admin’s zone and sent in UTC, defaults 50 and 25', async () => {
    const api = mockApi({
      'GET /api/challenges': [],
      'POST /api/challenges': (req) => ({ status: 201, body: { ...runningChallenge(), ...(req.body as object) } }),
    });
    renderWithProviders(<ManageChallenges />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Challenge' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Challenge' });
    expect(within(dialog).getByLabelText('Base points')).toHaveValue(50);
    expect(within(dialog).getByLabelText('Bonus points')).toHaveValue(25);
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Smile at strangers');
    await userEvent.type(within(dialog).getByLabelText('Summary'), 'Give ten smiles to people you do not know.');
    await userEvent.type(within(dialog).getByLabelText('Start date'), '2026-06-01T09:30');
    await userEvent.type(within(dialog).getByLabelText('End date'), '2026-06-15T18:00');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'active');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Challenge' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Challenge created');
    expect(api.callsTo('POST /api/challenges')[0].body).toEqual({
      title: 'Smile at strangers',
      summary: 'Give ten smiles to people you do not know.',
      image: null,
      startDate: new Date(2026, 5, 1, 9, 30).toISOString(),
      endDate: new Date(2026, 5, 15, 18, 0).toISOString(),
      status: 'active',
      basePoints: 50,
      bonusPoints: 25,
    });
  });

  it('edits a challenge with PATCH, showing its times in the admin’s zone', async () => {
    const c = runningChallenge({ startDate: new Date(2026, 0, 2, 8, 0).toISOString() });
    const api = mockApi({ 'GET /api/challenges': [c], 'PATCH /api/challenges/:id': c });
    renderWithProviders(<ManageChallenges />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${c.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Challenge' });
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2026-01-02T08:00');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Thank two neighbours');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => api.callsTo('PATCH /api/challenges/:id').length).toBe(1);
    expect(api.callsTo('PATCH /api/challenges/:id')[0]).toMatchObject({
      params: { id: '1' },
      // What the admin did not touch is sent as it was.
      body: { title: 'Thank two neighbours', status: c.status, basePoints: c.basePoints, bonusPoints: c.bonusPoints },
    });
  });

  it('shows the server’s refusal under the title “Error Creating Challenge”', async () => {
    mockApi({
      'GET /api/challenges': [],
      'POST /api/challenges': { status: 400, body: { message: 'End date must be after the start date' } },
    });
    renderWithProviders(<ManageChallenges />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Challenge' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Smile at strangers');
    await userEvent.type(within(dialog).getByLabelText('Summary'), 'Give ten smiles to people you do not know.');
    await userEvent.type(within(dialog).getByLabelText('Start date'), '2026-06-01T09:30');
    await userEvent.type(within(dialog).getByLabelText('End date'), '2026-06-15T18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Challenge' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Error Creating Challenge');
  });
});
