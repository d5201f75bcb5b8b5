import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { SettingsTab } from './settings-tab';

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('SettingsTab', () => {
  it('loads each setting, refuses what is not a number of at least 0, and saves', async () => {
    const api = mockApi({
      'GET /api/admin/settings/:key': (req) => ({
        key: req.params.key,
        value: '0',
        description: `About ${req.params.key}`,
      }),
      'POST /api/admin/settings': (req) => ({ ...(req.body as object), description: null, message: 'Setting saved' }),
    });
    renderWithProviders(<SettingsTab />, { user: admin });
    expect(await screen.findByText('About starting_total_acts')).toBeInTheDocument();
    const acts = card('Starting Total Kind Acts');
    const input = await within(acts).findByLabelText('Kind acts before KindRipple counted them');
    await userEvent.clear(input);
    await userEvent.type(input, '-5');
    await userEvent.click(within(acts).getByRole('button', { name: 'Save' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Invalid Input');
    expect(within(acts).getByText('Please enter a valid positive number')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/settings')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, '1200');
    await userEvent.click(within(acts).getByRole('button', { name: 'Save' }));
    await expect.poll(() => api.callsTo('POST /api/admin/settings').length).toBe(1);
    expect(api.callsTo('POST /api/admin/settings')[0].body).toEqual({ key: 'starting_total_acts', value: '1200' });
    expect(screen.getAllByRole('heading')).toHaveLength(4);
  });

  it('shows the server message when saving fails', async () => {
    mockApi({
      'GET /api/admin/settings/:key': (req) => ({ key: req.params.key, value: '5', description: null }),
      'POST /api/admin/settings': { status: 400, body: { message: 'There is no such setting.' } },
    });
    renderWithProviders(<SettingsTab />, { user: admin });
    const caps = await screen.findByRole('heading', { name: 'Daily Like Points per Liker' });
    const section = caps.closest('section') as HTMLElement;
    await userEvent.click(await within(section).findByRole('button', { name: 'Save' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('There is no such setting.');
  });
});
