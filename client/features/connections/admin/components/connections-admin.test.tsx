import { ADMIN_CONNECTIONS_TEXT } from '@common/schemas/connections-admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  AdminConnectionsAnalytics,
  AdminConversation,
  AdminMessage,
  AdminRequest,
  AdminReview,
} from '@common/schemas/connections-admin';
import { admin } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { ConnectionsAdminTab } from './connections-admin-tab';
import { ConnectionsModeration } from './connections-moderation';
import { formatWait } from './connections-analytics';

const page = <T,>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

const convo = (over: Partial<AdminConversation> = {}): AdminConversation => ({
  id: 7,
  requestId: 3,
  requestTitle: 'Help with fractions',
  requesterId: 11,
  requesterName: 'Ada Asks',
  participantId: 12,
  participantName: 'Hal Helps',
  status: 'active',
  closedReason: null,
  messageCount: 2,
  lastMessageAt: '2026-11-20T10:05:00Z',
  createdAt: '2026-11-20T10:00:00Z',
  deletedAt: null,
  ...over,
});
const msg = (id: number, over: Partial<AdminMessage> = {}): AdminMessage => ({
  id,
  senderId: 11,
  senderName: 'Ada Asks',
  content: `Message ${id}`,
  isAdmin: false,
  crisisFlag: false,
  createdAt: '2026-11-20T10:01:00Z',
  ...over,
});
const request = (over: Partial<AdminRequest> = {}): AdminRequest => ({
  id: 3,
  title: 'Help with fractions',
  description: 'I am stuck on fractions.',
  category: 'emotional',
  urgency: 'medium',
  status: 'open',
  requesterId: 11,
  requesterName: 'Ada Asks',
  helperId: null,
  helperName: null,
  conversationId: null,
  createdAt: '2026-11-20T09:00:00Z',
  deletedAt: null,
  ...over,
});
const review = (over: Partial<AdminReview> = {}): AdminReview => ({
  id: 5,
  rating: 1,
  comment: 'You are useless',
  reviewerId: 11,
  reviewerName: 'Ada Asks',
  revieweeId: 12,
  revieweeName: 'Hal Helps',
  conversationId: 7,
  createdAt: '2026-11-21T09:00:00Z',
  ...over,
});
const analytics: AdminConnectionsAnalytics = {
  totalRequests: 40,
  openRequests: 9,
  activeConversations: 6,
  totalConversations: 25,
  reviews: 12,
  averageRating: 4.5,
  openReports: 3,
  medianSecondsToFirstHelper: 3 * 3600 + 20 * 60,
};

describe('the /admin Connections tab', () => {
  it('shows Reports, Conversations and Requests with their counts, and the reports the page hands in', async () => {
    mockApi({
      'GET /api/admin/connections/analytics': analytics,
      'GET /api/admin/connections/conversations': page([convo()], 25),
      'GET /api/admin/connections/requests': page([request()], 40),
    });
    renderWithProviders(<ConnectionsAdminTab reports={<p>The reports list</p>} />, { user: admin });
    const tabs = screen.getByRole('group', { name: 'Connections moderation' });
    await expect.poll(() => within(tabs).getByRole('button', { name: /Reports/ }).textContent).toBe('Reports3');
    await expect
      .poll(() => within(tabs).getByRole('button', { name: /Conversations/ }).textContent)
      .toBe('Conversations25');
    expect(within(tabs).getByRole('button', { name: /Requests/ }).textContent).toBe('Requests40');
    expect(screen.getByText('The reports list')).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('button', { name: /Requests/ }));
    expect(await screen.findByRole('table', { name: 'Requests' })).toBeInTheDocument();
    expect(screen.queryByText('The reports list')).not.toBeInTheDocument();
  });
});

describe('conversations', () => {
  it('opens the details with messages, sends the team’s message and deletes for good', async () => {
    const api = mockApi({
      'GET /api/admin/connections/analytics': analytics,
      'GET /api/admin/connections/requests': page([]),
      'GET /api/admin/connections/conversations': page([convo()]),
      'GET /api/admin/connections/conversations/:id/messages': page([
        msg(1),
        msg(2, { senderId: 12, senderName: 'Hal Helps', content: 'I feel hopeless', crisisFlag: true }),
      ]),
      'POST /api/admin/conversations/:id/message': msg(3, { isAdmin: true, content: 'Please stay kind' }),
      'DELETE /api/admin/connections/conversations/:id': { message: 'Conversation deleted, with all its messages.' },
    });
    renderWithProviders(<ConnectionsAdminTab />, { user: admin });
    await userEvent.click(screen.getByRole('button', { name: /^Conversations/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'View Messages: Ada Asks and Hal Helps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation details' });
    expect(await within(dialog).findByText('Message 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Possible crisis')).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send as KindRipple team' });
    // Marked unavailable while empty, but never disabled: pressing it says why and sends nothing.
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(send);
    expect(await within(dialog).findByText(ADMIN_CONNECTIONS_TEXT.messageRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/conversations/:id/message')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Message from the KindRipple team'), '  Please stay kind ');
    await userEvent.click(send);
    await expect.poll(() => toasts()[0]?.textContent).toContain('Message sent');
    // The focus stays in the dialog (a disabled button would have dropped it to the page).
    expect(send).toHaveFocus();
    const sent = api.callsTo('POST /api/admin/conversations/:id/message')[0];
    expect(sent.params.id).toBe('7');
    expect(sent.body).toEqual({ content: 'Please stay kind', isAdmin: true });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete conversation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this conversation for good?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete permanently' }));
    await expect.poll(() => api.callsTo('DELETE /api/admin/connections/conversations/:id').length).toBe(1);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the messages could not be loaded, with the list emptied', async () => {
    mockApi({
      'GET /api/admin/connections/analytics': analytics,
      'GET /api/admin/connections/requests': page([]),
      'GET /api/admin/connections/conversations': page([convo()]),
      'GET /api/admin/connections/conversations/:id/messages': { status: 500, body: { message: 'Boom' } },
    });
    renderWithProviders(<ConnectionsAdminTab />, { user: admin });
    await userEvent.click(screen.getByRole('button', { name: /^Conversations/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^View Messages/ }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Failed to load conversation messages.');
    expect(within(screen.getByRole('dialog')).getByText('No messages.')).toBeInTheDocument();
  });

  it('blocks a member from the conversation with a reason, and shows the server’s refusal', async () => {
    const api = mockApi({
      'GET /api/admin/connections/analytics': analytics,
      'GET /api/admin/connections/requests': page([]),
      'GET /api/admin/connections/conversations': page([convo()]),
      'GET /api/admin/connections/conversations/:id/messages': page([]),
      'POST /api/admin/connections/block/:userId': {
        status: 409,
        body: { message: 'This member is already blocked from Kindness Connections.' },
      },
    });
    renderWithProviders(<ConnectionsAdminTab />, { user: admin });
    await userEvent.click(screen.getByRole('button', { name: /^Conversations/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^View Messages/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Block Hal Helps (helper)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Hal Helps from Connections' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block from Connections' }));
    expect(await within(dialog).findByText('Please give a reason for the block')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Harassment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block from Connections' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('already blocked');
    expect(api.callsTo('POST /api/admin/connections/block/:userId')[0]).toMatchObject({
      params: { userId: '12' },
      body: { reason: 'Harassment' },
    });
  });
});

describe('requests', () => {
  it('edits with the admin form’s rules (Save off while a field is blank) and removes', async () => {
    const api = mockApi({
      'GET /api/admin/connections/requests': page([request()]),
      'PATCH /api/admin/connections/requests/:id': (req) => ({ ...request(), ...(req.body as object) }),
      'DELETE /api/admin/connections/requests/:id': { message: 'Request removed.' },
    });
    renderWithProviders(<ConnectionsModeration tab="requests" onTab={() => undefined} />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit request: Help with fractions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit request' });
    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, '   ');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(title, 'Fractions');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'creative');
    await userEvent.selectOptions(within(dialog).getByLabelText('Urgency'), 'high');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Request updated');
    expect(api.callsTo('PATCH /api/admin/connections/requests/:id')[0].body).toEqual({
      title: 'Fractions',
      description: 'I am stuck on fractions.',
      category: 'creative',
      urgency: 'high',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove request: Help with fractions' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this request?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove request' }));
    await expect.poll(() => api.callsTo('DELETE /api/admin/connections/requests/:id').length).toBe(1);
  });

  it('shows the spec’s error toast when removing fails', async () => {
    mockApi({
      'GET /api/admin/connections/requests': page([request()]),
      'DELETE /api/admin/connections/requests/:id': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<ConnectionsModeration tab="requests" onTab={() => undefined} />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove request: Help with fractions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove request' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Failed to delete request.');
  });

  it('filters by status on the server, from page 1', async () => {
    const api = mockApi({ 'GET /api/admin/connections/requests': page([request()]) });
    renderWithProviders(<ConnectionsModeration tab="requests" onTab={() => undefined} />, { user: admin });
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'deleted');
    await expect
      .poll(() => api.callsTo('GET /api/admin/connections/requests').map((c) => c.query.get('status')))
      .toEqual([null, 'deleted']);
  });
});

describe('reviews and analytics', () => {
  it('removes an abusive review after asking', async () => {
    const api = mockApi({
      'GET /api/admin/connections/reviews': page([review()]),
      'DELETE /api/admin/connections/reviews/:id': { message: 'Review removed.' },
    });
    renderWithProviders(<ConnectionsModeration tab="reviews" onTab={() => undefined} reports={<p>Reports here</p>} />, {
      user: admin,
    });
    expect(await screen.findByText('You are useless')).toBeInTheDocument();
    expect(screen.getByText('Reports here')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove review by Ada Asks about Hal Helps' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove review' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Review removed');
    expect(api.callsTo('DELETE /api/admin/connections/reviews/:id')[0].params.id).toBe('5');
  });

  it('shows the numbers', async () => {
    mockApi({ 'GET /api/admin/connections/analytics': analytics });
    renderWithProviders(<ConnectionsModeration tab="analytics" onTab={() => undefined} />, { user: admin });
    const list = await screen.findByRole('list', { name: 'Connections analytics' });
    expect(await within(list).findByText('40')).toBeInTheDocument();
    expect(within(list).getByText('3 h 20 min')).toBeInTheDocument();
    expect(within(list).getByText('Average 4.5 of 5')).toBeInTheDocument();
  });

  it('writes waiting times in words', () => {
    expect(formatWait(null)).toBe('No matches yet');
    expect(formatWait(20)).toBe('Under a minute');
    expect(formatWait(12 * 60)).toBe('12 min');
    expect(formatWait(2 * 86400 + 4 * 3600)).toBe('2 days 4 h');
  });
});
