import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { story } from '../test/fixtures';
import { MyStories } from './my-stories';

const mine = { id: member.id, displayName: member.displayName, avatar: null };

describe('MyStories', () => {
  it('shows each story’s status, and the admin’s reason on a rejected one', async () => {
    mockApi({
      'GET /api/user/stories': {
        items: [
          story(1, { author: mine, status: 'pending' }),
          story(2, { author: mine, status: 'rejected', rejectionReason: 'Please leave out your neighbour’s name.' }),
          story(3, { author: mine, status: 'approved', likes: 7 }),
        ],
        nextCursor: null,
      },
    });
    renderWithProviders(<MyStories />, { user: member });
    expect(await screen.findByText('Pending approval')).toBeInTheDocument();
    expect(screen.getByText('Not approved')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Please leave out your neighbour’s name.')).toBeInTheDocument();
    expect(screen.getByText(/7 likes/)).toBeInTheDocument();
  });

  it('edits and resubmits a rejected story, keeping what the author wrote in the form', async () => {
    const api = mockApi({
      'GET /api/user/stories': {
        items: [
          story(2, { author: mine, status: 'rejected', rejectionReason: 'Too short', content: 'My first words' }),
        ],
        nextCursor: null,
      },
      'PUT /api/stories/:id': { message: 'Story resubmitted', story: story(2) },
    });
    renderWithProviders(<MyStories />, { user: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit & Resubmit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Your Story' });
    const text = within(dialog).getByLabelText('Your story');
    expect(text).toHaveValue('My first words');
    await userEvent.type(text, ' and more of them.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resubmit Story' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Story resubmitted');
    const [call] = api.callsTo('PUT /api/stories/:id');
    expect(call.params.id).toBe('2');
    expect(JSON.parse((call.body as FormData).get('data') as string)).toEqual({
      content: 'My first words and more of them.',
    });
  });

  it('deletes a story after asking', async () => {
    const api = mockApi({
      'GET /api/user/stories': { items: [story(4, { author: mine, status: 'approved' })], nextCursor: null },
      'DELETE /api/stories/:id': { message: 'Story deleted' },
      'GET /api/user': member,
    });
    renderWithProviders(<MyStories />, { user: member });
    await userEvent.click(await screen.findByRole('button', { name: /Delete story about/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Story' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Story' }));
    await expect.poll(() => api.callsTo('DELETE /api/stories/:id').length).toBe(1);
  });

  it('has empty and error states with the spec’s text', async () => {
    mockApi({ 'GET /api/user/stories': { items: [], nextCursor: null } });
    const view = renderWithProviders(<MyStories />, { user: member });
    expect(await screen.findByText(/You haven’t shared a story yet/)).toBeInTheDocument();
    view.unmount();
    mockApi({ 'GET /api/user/stories': { status: 500, body: { message: 'x' } } });
    renderWithProviders(<MyStories />, { user: member });
    expect(await screen.findByText('Failed to load your stories. Please try again later.')).toBeInTheDocument();
  });
});
