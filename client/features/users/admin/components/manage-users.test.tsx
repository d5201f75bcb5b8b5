import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@common/schemas/admin-users';
import { passwordMessages } from '@common/schemas/passwords';
import { admin } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { ManageUsers } from './manage-users';

const row = (id: number, over: Partial<AdminUser> = {}): AdminUser => ({
  id,
  username: `m${id}@x.test`,
  displayName: `Member ${id}`,
  avatar: null,
  points: 40,
  role: 'member',
  emailVerified: true,
  createdAt: '2026-03-02T10:00:00Z',
  suspended: false,
  suspendedUntil: null,
  suspensionReason: null,
  hasHelpProfile: true,
  underAgeAnsweredAt: null,
  ...over,
});

const page = (items: AdminUser[], total = items.length, p = 1) => ({ items, total, page: p, pageSize: 20 });

describe('ManageUsers', () => {
  it('pages on the server and searches by name or e-mail from the first page', async () => {
    const api = mockApi({
      'GET /api/admin/users': (req) => {
        const p = Number(req.query.get('page'));
        const search = req.query.get('search');
        return page([row(p * 100, { displayName: search ? `Found ${search}` : `Member ${p * 100}` })], 45, p);
      },
    });
    renderWithProviders(<ManageUsers />, { user: admin });
    expect(await screen.findByText('Member 100', { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Member 300', { selector: 'p' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search by name or e-mail'), 'kim');
    expect(await screen.findByText('Found kim', { selector: 'p' })).toBeInTheDocument();
    const calls = api.callsTo('GET /api/admin/users').map((c) => [c.query.get('page'), c.query.get('search')]);
    expect(calls[0]).toEqual(['1', null]);
    expect(calls.at(-1)).toEqual(['1', 'kim']);
  });

  it('shows the server message when the list fails', async () => {
    mockApi({ 'GET /api/admin/users': { status: 500, body: { message: 'Database is resting' } } });
    renderWithProviders(<ManageUsers />, { user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading users: Database is resting');
  });

  it('suspends with a reason and shows the spec’s toast', async () => {
    let rows = [row(7)];
    const api = mockApi({
      'GET /api/admin/users': () => page(rows),
      'GET /api/user': admin,
      'POST /api/admin/users/:id/suspend': (req) => {
        rows = [row(7, { suspended: true, suspensionReason: 'Spam' })];
        return { message: 'User suspended', user: rows[0], id: req.params.id };
      },
    });
    renderWithProviders(<ManageUsers />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend Member 7' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend User' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/users/:id/suspend')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend User' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('User suspended');
    expect(api.callsTo('POST /api/admin/users/:id/suspend')[0]).toMatchObject({
      params: { id: '7' },
      body: { reason: 'Spam' },
    });
    expect(await screen.findByText('Suspended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsuspend Member 7' })).toBeInTheDocument();
  });

  it('adjusts points in steps of 10 and shows the refusal below 0', async () => {
    const api = mockApi({
      'GET /api/admin/users': page([row(7)]),
      'POST /api/admin/adjust-points': {
        status: 400,
        body: { message: 'This change would take the balance below 0: the member has 40 points.' },
      },
    });
    renderWithProviders(<ManageUsers />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust Points for Member 7' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 7; i++) await userEvent.click(within(dialog).getByRole('button', { name: '10 fewer points' }));
    expect(within(dialog).getByLabelText('Points')).toHaveValue(-60);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust Points' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Points Adjustment Failed');
    expect(toasts()[0]?.textContent).toContain('below 0');
    expect(api.callsTo('POST /api/admin/adjust-points')[0].body).toEqual({ userId: 7, points: -60 });
  });

  it('refuses 0 points before calling the server', async () => {
    const api = mockApi({ 'GET /api/admin/users': page([row(7)]) });
    renderWithProviders(<ManageUsers />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust Points for Member 7' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '10 fewer points' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust Points' }));
    expect(within(dialog).getByText('Points must be a whole number other than 0')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/adjust-points')).toHaveLength(0);
  });

  it('resets a password by the shared password rule, with the spec’s title on failure', async () => {
    const api = mockApi({
      'GET /api/admin/users': page([row(7)]),
      'POST /api/admin/reset-user-password': { status: 400, body: { message: 'Please choose a stronger password' } },
    });
    renderWithProviders(<ManageUsers />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Password for Member 7' }));
    const dialog = await screen.findByRole('dialog');
    const password = within(dialog).getByLabelText('New password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    expect(await within(dialog).findByText('Please enter a new password')).toBeInTheDocument();
    // Too short for the rule every new password follows: refused before the server is asked.
    await userEvent.type(password, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    await expect.poll(() => password).toHaveAccessibleDescription(passwordMessages.passwordMin);
    expect(api.callsTo('POST /api/admin/reset-user-password')).toHaveLength(0);
    await userEvent.clear(password);
    await userEvent.type(password, 'Harbour-Lantern-8642');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Password Reset Failed');
    expect(api.callsTo('POST /api/admin/reset-user-password')[0].body).toEqual({
      userId: 7,
      newPassword: 'Harbour-Lantern-8642',
    });
  });

  it('corrects a date of birth with a reason', async () => {
    const api = mockApi({
      'GET /api/admin/users': page([row(7)]),
      'GET /api/user': admin,
      'PATCH /api/admin/users/:id/date-of-birth': { message: 'Date of birth corrected', user: row(7) },
    });
    renderWithProviders(<ManageUsers />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Date of Birth of Member 7' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Date of birth'), '2010-04-05');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Parent wrote in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Date of Birth' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Date of birth corrected');
    expect(api.callsTo('PATCH /api/admin/users/:id/date-of-birth')[0].body).toEqual({
      dateOfBirth: '2010-04-05',
      reason: 'Parent wrote in',
    });
  });

  it('shows an under-13 answer and clears it with a reason; members without one are not offered it', async () => {
    const api = mockApi({
      'GET /api/admin/users': page([
        row(7, { hasHelpProfile: false, underAgeAnsweredAt: '2026-11-20T09:30:00Z' }),
        row(8, { displayName: 'Member 8' }),
      ]),
      'GET /api/user': admin,
      'POST /api/admin/users/:id/under-age-answer/clear': {
        message: 'Under-13 answer cleared. The member can answer the date of birth again.',
        user: row(7),
      },
    });
    renderWithProviders(<ManageUsers />, { user: admin });
    expect(await screen.findByText(/^Answered under 13 on/)).toBeInTheDocument();
    expect(screen.getAllByText(/^Answered under 13 on/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Clear Under-13 Answer of Member 8' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Under-13 Answer of Member 7' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Answer' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/users/:id/under-age-answer/clear')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Parent wrote in: year typed wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Answer' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Under-13 answer cleared');
    expect(api.callsTo('POST /api/admin/users/:id/under-age-answer/clear')[0]).toMatchObject({
      path: '/api/admin/users/7/under-age-answer/clear',
      body: { reason: 'Parent wrote in: year typed wrong' },
    });
  });

  it('offers admins and the admin themself no reset or suspension', async () => {
    mockApi({
      'GET /api/admin/users': page([
        row(admin.id, { role: 'admin', displayName: 'Grace Hopper' }),
        row(8, { role: 'admin' }),
      ]),
    });
    renderWithProviders(<ManageUsers />, { user: admin });
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Suspend/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reset Password/ })).toBeNull();
  });
});
