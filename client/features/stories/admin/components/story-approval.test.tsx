import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { story } from '../../test/fixtures';
import { REJECTION_REASONS } from './reject-dialog';
import { StoryApproval } from './story-approval';

const saved = { message: 'Done', story: story(1) };

describe('StoryApproval', () => {
  it('lists the pending stories first and approves one from the list', async () => {
    const api = mockApi({
      'GET /api/stories': (req) => ({
        items: [story(1, { status: req.query.get('status') as 'pending' })],
        nextCursor: null,
      }),
      'PATCH /api/stories/:id/status': saved,
    });
    renderWithProviders(<StoryApproval />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve story by Bea Brave' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Story approved');
    expect(api.callsTo('GET /api/stories')[0].query.get('status')).toBe('pending');
    expect(api.callsTo('PATCH /api/stories/:id/status')[0].body).toEqual({ status: 'approved' });
  });

  it('needs a reason to reject, from the list of reasons or written', async () => {
    const api = mockApi({
      'GET /api/stories': { items: [story(1, { status: 'pending' })], nextCursor: null },
      'PATCH /api/stories/:id/status': saved,
    });
    renderWithProviders(<StoryApproval />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject story by Bea Brave' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Story' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Story' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      /Please give a reason for rejecting this story/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: REJECTION_REASONS[0] }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Story' }));
    await expect.poll(() => api.callsTo('PATCH /api/stories/:id/status').length).toBe(1);
    expect(api.callsTo('PATCH /api/stories/:id/status')[0].body).toEqual({
      status: 'rejected',
      reason: REJECTION_REASONS[0],
    });
  });

  it('approves and rejects from the Story Details dialog too, and shows other statuses', async () => {
    const api = mockApi({
      'GET /api/stories': (req) =>
        req.query.get('status') === 'rejected'
          ? { items: [story(2, { status: 'rejected', rejectionReason: 'Names' })], nextCursor: null }
          : { items: [story(1, { status: 'pending', image: '/uploads/stories/a.webp' })], nextCursor: null },
      'PATCH /api/stories/:id/status': saved,
    });
    renderWithProviders(<StoryApproval />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'View story by Bea Brave' }));
    const details = screen.getByRole('dialog', { name: 'Story Details' });
    await userEvent.click(within(details).getByRole('button', { name: 'Approve' }));
    await expect.poll(() => api.callsTo('PATCH /api/stories/:id/status').length).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: /^Rejected/ }));
    expect(await screen.findByText('rejected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View story by Bea Brave' }));
    expect(screen.getByText('Rejected: Names')).toBeInTheDocument();
  });

  it('deletes a story from Story Details after asking', async () => {
    const api = mockApi({
      'GET /api/stories': { items: [story(7, { status: 'approved' })], nextCursor: null },
      'DELETE /api/stories/:id': { message: 'Story deleted' },
      'GET /api/user': admin,
    });
    renderWithProviders(<StoryApproval />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'View story by Bea Brave' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Story Details' })).getByRole('button', { name: 'Delete' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Story' })).getByRole('button', { name: 'Delete Story' }),
    );
    await expect.poll(() => toasts()[0]?.textContent).toContain('Story deleted');
    expect(api.callsTo('DELETE /api/stories/:id')[0].params.id).toBe('7');
  });

  it('says when nothing waits', async () => {
    mockApi({ 'GET /api/stories': { items: [], nextCursor: null } });
    renderWithProviders(<StoryApproval />, { user: admin });
    expect(await screen.findByText('No stories are waiting for approval.')).toBeInTheDocument();
  });
});
