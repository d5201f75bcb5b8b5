import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONNECTIONS_TEXT } from '@common/schemas/connections';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { request } from '../test/fixtures';
import { AskForHelpDialog } from './ask-for-help-dialog';
import { MyRequests } from './my-requests';
import { RequestList } from './request-list';

describe('RequestList (Find Kindness)', () => {
  it('lists open requests, filters by category and loads more with the server’s cursor', async () => {
    const api = mockApi({
      'GET /api/connections/requests': (req) => {
        if (req.query.get('cursor') === 'c1')
          return { items: [request({ id: 30, title: 'Second page ask' })], nextCursor: null };
        if (req.query.get('category') === 'career')
          return {
            items: [request({ id: 40, title: 'Interview practice please', category: 'career' })],
            nextCursor: null,
          };
        return { items: [request()], nextCursor: 'c1' };
      },
    });
    renderWithProviders(<RequestList onAsk={() => {}} />, { user: member });
    expect(screen.getByRole('status', { name: 'Loading requests' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Practising English conversation' })).toBeInTheDocument();
    expect(screen.getByText('Normal urgency')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Riya Asks/ })).toHaveAttribute('href', '/user/12');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Second page ask' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Category'), 'career');
    expect(await screen.findByRole('heading', { name: 'Interview practice please' })).toBeInTheDocument();
    expect(api.calls.map((c) => c.query.toString())).toEqual(['', 'cursor=c1', 'category=career']);
  });

  it('opens the chat after accepting, and says so when someone else was first (409)', async () => {
    const api = mockApi({
      'GET /api/connections/requests': {
        items: [request(), request({ id: 32, title: 'Someone to talk to' })],
        nextCursor: null,
      },
      'POST /api/connections/requests/31/accept': { status: 201, body: { conversationId: 77 } },
      'POST /api/connections/requests/32/accept': {
        status: 409,
        body: { message: 'Someone else has just offered to help with this request.' },
      },
    });
    renderWithProviders(<RequestList onAsk={() => {}} />, { user: member, route: '/' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Someone to talk to' });
    const buttons = screen.getAllByRole('button', { name: 'Offer Help' });
    await user.click(buttons[1]);
    await waitFor(() =>
      expect(toasts()[0]).toHaveTextContent('ErrorSomeone else has just offered to help with this request.'),
    );
    await user.click(buttons[0]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/chat/77');
    expect(api.callsTo('POST /api/connections/requests/31/accept')).toHaveLength(1);
  });

  it('has a kind empty state and a Try again when the list fails', async () => {
    let n = 0;
    mockApi({
      'GET /api/connections/requests': () =>
        ++n === 1 ? { status: 503, body: { message: 'down' } } : { items: [], nextCursor: null },
    });
    let asked = 0;
    renderWithProviders(<RequestList onAsk={() => asked++} />, { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No open requests right now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for Kindness' }));
    expect(asked).toBe(1);
  });
});

describe('AskForHelpDialog', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, description: string) => {
    await user.type(screen.getByLabelText('Title'), 'Help with my CV');
    await user.selectOptions(screen.getByLabelText('Category'), 'career');
    await user.type(screen.getByLabelText('Description'), description);
  };

  it('offers the posting categories only, and keeps a phone number out with the spec’s message', async () => {
    const api = mockApi({});
    renderWithProviders(<AskForHelpDialog open onOpenChange={() => {}} onCreated={() => {}} />, { user: member });
    const options = Array.from((screen.getByLabelText('Category') as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['', 'emotional', 'mentorship', 'language', 'career', 'accountability']);
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
    const user = userEvent.setup();
    await fill(user, 'Could someone look at my CV? Call me on 07700 900123 please.');
    expect(screen.getByText(/^\d+\/40/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTIONS_TEXT.requestContact);
    expect(api.calls).toHaveLength(0);
  });

  it('shows the spec’s messages for short fields, then posts and closes', async () => {
    const api = mockApi({
      'POST /api/connections/requests': (req) => ({ status: 201, body: request(req.body as object) }),
    });
    let open = true;
    let created = 0;
    renderWithProviders(<AskForHelpDialog open onOpenChange={(o) => (open = o)} onCreated={() => created++} />, {
      user: member,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'CV');
    await user.click(screen.getByRole('button', { name: 'Post request' }));
    expect(screen.getByText('Title must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Please select a category')).toBeInTheDocument();
    expect(screen.getByText('Please provide more details (at least 10 characters)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Title'));
    await fill(user, 'Could someone kind look over my CV before Friday?');
    await user.click(screen.getByRole('radio', { name: 'High' }));
    await user.click(screen.getByRole('button', { name: 'Post request' }));
    await waitFor(() => expect(created).toBe(1));
    expect(open).toBe(false);
    expect(api.callsTo('POST /api/connections/requests')[0].body).toEqual({
      title: 'Help with my CV',
      description: 'Could someone kind look over my CV before Friday?',
      category: 'career',
      urgency: 'high',
    });
  });
});

describe('MyRequests', () => {
  it('edits an open request with the edit form’s categories, and marks it complete', async () => {
    const api = mockApi({
      'GET /api/connections/my-requests': { items: [request({ requesterId: 7 })], nextCursor: null },
      'PATCH /api/connections/requests/31': (req) => request({ ...(req.body as object) }),
    });
    renderWithProviders(<MyRequests onAsk={() => {}} />, { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const select = screen.getByLabelText('Category') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual([
      '',
      'emotional',
      'learning',
      'language',
      'career',
      'creative',
      'tech',
      'health',
      'accountability',
    ]);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'English chats, twice a week');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PATCH /api/connections/requests/31')[0].body).toMatchObject({
      title: 'English chats, twice a week',
      category: 'language',
      urgency: 'medium',
    });
    await user.click(screen.getByRole('button', { name: 'Mark complete' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/connections/requests/31')).toHaveLength(2));
    expect(api.callsTo('PATCH /api/connections/requests/31')[1].body).toEqual({ status: 'completed' });
    await waitFor(() => expect(toasts().map((t) => t.textContent)).toContain('Request completed!'));
  });

  it('shows a request in progress with its chat and no delete; deletes others after asking', async () => {
    const api = mockApi({
      'GET /api/connections/my-requests': {
        items: [
          request({
            id: 31,
            status: 'in_progress',
            conversationId: 5,
            helper: { id: 11, displayName: 'Sam', avatar: null },
          }),
          request({ id: 33, title: 'Old finished one', status: 'completed' }),
        ],
        nextCursor: null,
      },
      'DELETE /api/connections/requests/33': { status: 400, body: { message: 'Something went wrong' } },
    });
    renderWithProviders(<MyRequests onAsk={() => {}} />, { user: member });
    expect(await screen.findByText('Helper connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open chat with Sam/ })).toHaveAttribute('href', '/chat/5');
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete request' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('ErrorSomething went wrong'));
    expect(api.callsTo('DELETE /api/connections/requests/33')).toHaveLength(1);
  });

  it('invites a member with no requests to ask', async () => {
    mockApi({ 'GET /api/connections/my-requests': { items: [], nextCursor: null } });
    renderWithProviders(<MyRequests onAsk={() => {}} />, { user: member });
    expect(await screen.findByText('You haven’t asked for help yet')).toBeInTheDocument();
  });
});
