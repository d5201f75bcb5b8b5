import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@common/schemas/audit';
import { admin } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AuditLog } from './audit-log';

const entry = (id: number, action = 'challenge.update'): AuditEntry => ({
  id,
  createdAt: '2026-03-02T10:00:00Z',
  action,
  target: { type: action.split('.')[0]!, id: 7 },
  changes: { title: ['Old', 'New'], note: 'kept' },
  actor: { id: 2, displayName: 'Ada Admin', username: 'ada@x.test' },
});

describe('AuditLog', () => {
  it('lists what admins did, filters on the server and pages', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/admin/audit-log/filters': {
        admins: [{ id: 2, displayName: 'Ada Admin' }],
        actions: ['challenge.update', 'reward.create'],
        targetTypes: ['challenge', 'reward'],
      },
      'GET /api/admin/audit-log': (req) => {
        const page = Number(req.query.get('page'));
        const action = req.query.get('action');
        const items = action ? [entry(99, action)] : [entry(page * 100 + 1), { ...entry(page * 100 + 2), actor: null }];
        return { items, total: action ? 1 : 45, page, pageSize: 20 };
      },
    });
    renderWithProviders(<AuditLog />, { user: admin });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findAllByText('challenge.update')).toHaveLength(2);
    expect(within(table).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(table).getByText('Deleted account')).toBeInTheDocument();
    expect(within(table).getAllByText('["Old","New"]')[0]).toBeInTheDocument();
    expect(within(table).getAllByText('challenge #7')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await expect.poll(() => api.callsTo('GET /api/admin/audit-log').at(-1)!.query.get('page')).toBe('3');

    await user.selectOptions(await screen.findByLabelText('Action'), 'reward.create');
    await user.selectOptions(screen.getByLabelText('Admin'), '2');
    await user.type(screen.getByLabelText('Target id'), '7x');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await expect.poll(() => within(table).queryAllByText('reward.create').length).toBe(1);
    const last = api.callsTo('GET /api/admin/audit-log').at(-1)!.query;
    expect(Object.fromEntries(last)).toEqual({
      page: '1',
      pageSize: '20',
      action: 'reward.create',
      actorId: '2',
      targetId: '7',
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await expect.poll(() => within(table).queryAllByText('challenge.update').length).toBe(2);
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('says when there is nothing yet, and offers no way to edit or delete', async () => {
    mockApi({
      'GET /api/admin/audit-log/filters': { admins: [], actions: [], targetTypes: [] },
      'GET /api/admin/audit-log': { items: [], total: 0, page: 1, pageSize: 20 },
    });
    renderWithProviders(<AuditLog />, { user: admin });
    expect(await screen.findByText('No admin actions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete|edit/i })).not.toBeInTheDocument();
  });
});
