import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONNECTIONS_TEXT } from '@common/schemas/connections';
import { member, publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { applyConnectionEvent } from '../lib/cache';
import { loadContactGuard } from '../lib/contact-guard';
import { chatMessage, conversation, helper } from '../test/fixtures';
import { ChatPage } from './chat-page';

const CONVO = 'GET /api/connections/conversations/5';
const MESSAGES = 'GET /api/connections/conversations/5/messages';
const SEND = 'POST /api/connections/conversations/5/messages';
const READ = 'POST /api/connections/conversations/5/read';

const world = (over: Record<string, unknown> = {}) => ({
  'GET /api/config': publicConfig,
  [CONVO]: conversation(),
  [MESSAGES]: {
    items: [chatMessage(1, 11, 'Hello! How can I help?'), chatMessage(2, 7, 'Thank you for offering')],
    nextCursor: null,
  },
  [READ]: { unreadCount: 0, unreadTotal: 0 },
  ...over,
});

const sent = (content: string, over = {}) => ({ ...chatMessage(3, 7, content), crisisSupport: false, ...over });

describe('ChatPage', () => {
  // The composer's early hint loads the contact guard when the box is first used; in the browser that is one built
  // chunk, here each of its many source files is transformed first, which can take longer than a find waits. The
  // guard is loaded once before the tests, so each test sees the composer as a member does once it has loaded. (The
  // hook answers nothing: a function it answered would be called as its clean-up.)
  beforeAll(async () => {
    await loadContactGuard();
  }, 30_000);

  it('says Invalid Chat for an id that is not a number, with a link to Connections', () => {
    mockApi({ 'GET /api/config': publicConfig });
    renderWithProviders(<ChatPage id="abc" />, { user: member });
    expect(screen.getByRole('heading', { name: 'Invalid Chat' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Kindness Connections' })).toHaveAttribute('href', '/connections');
  });

  it('says when the conversation is not one of the member’s (404)', async () => {
    mockApi({ 'GET /api/config': publicConfig, [CONVO]: { status: 404, body: { message: 'Conversation not found' } } });
    renderWithProviders(<ChatPage id="5" />, { user: member });
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
  });

  it('shows the messages with the reminder and the safety notice, and moves the read position to the newest', async () => {
    const api = mockApi(world({ [CONVO]: conversation({ unreadCount: 1 }) }));
    renderWithProviders(<ChatPage id="5" />, { user: member });
    expect(await screen.findByText('Hello! How can I help?')).toBeInTheDocument();
    expect(screen.getByText(CONNECTIONS_TEXT.chatReminder)).toBeInTheDocument();
    expect(screen.getByText(/not a crisis or emergency service/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chat with Sam Helper' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(READ).map((c) => c.body)).toEqual([{ messageId: 2 }]));
    expect(document.title).toBe('Chat · KindRipple');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/chat/5');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('loads earlier messages with the cursor, and announces a new message from the other person politely', async () => {
    const api = mockApi(
      world({
        [MESSAGES]: (req: { query: URLSearchParams }) =>
          req.query.get('before') === '1'
            ? { items: [chatMessage(0, 11, 'An early hello')], nextCursor: null }
            : { items: [chatMessage(1, 11, 'Hello! How can I help?')], nextCursor: '1' },
      }),
    );
    const { queryClient } = renderWithProviders(<ChatPage id="5" />, { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('An early hello')).toBeInTheDocument();
    expect(api.callsTo(MESSAGES).map((c) => c.query.toString())).toEqual(['', 'before=1']);
    act(() =>
      applyConnectionEvent(queryClient, {
        type: 'message',
        conversationId: 5,
        message: chatMessage(9, 11, 'Are you free on Tuesday?'),
      }),
    );
    expect(await screen.findByText('Are you free on Tuesday?', { selector: 'p.break-words' })).toBeInTheDocument();
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('New message from Sam Helper: Are you free on Tuesday?');
    await waitFor(() => expect(api.callsTo(READ).at(-1)?.body).toEqual({ messageId: 9 }));
  });

  it('sends a trimmed message with an emoji, keeps Send waiting (and focused) while sending, and refuses an empty one', async () => {
    let release: () => void = () => {};
    const api = mockApi(
      world({
        [SEND]: (req: { body: { content: string } }) =>
          new Promise((resolve) => {
            release = () => resolve({ status: 201, body: sent(req.body.content) });
          }),
      }),
    );
    renderWithProviders(<ChatPage id="5" />, { user: member });
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Message');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message cannot be empty');
    await user.type(box, '  See you then ');
    await user.click(screen.getByRole('button', { name: 'Add an emoji' }));
    const emojis = within(screen.getByRole('group', { name: 'Emojis' })).getAllByRole('button');
    expect(emojis).toHaveLength(12);
    await user.click(emojis[0]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Waiting, not disabled: it keeps the focus, and a second press (or Enter) sends nothing more.
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(sending).toHaveAttribute('aria-busy', 'true');
    expect(sending).toHaveFocus();
    await user.click(sending);
    await user.keyboard('{Enter}');
    expect(sending).toHaveFocus();
    act(() => release());
    expect(await screen.findByText('See you then 😊')).toBeInTheDocument();
    expect(api.callsTo(SEND).map((c) => c.body)).toEqual([{ content: 'See you then 😊' }]);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps contact details out before trust is built, and shows Message Not Sent with the server’s words', async () => {
    const api = mockApi(world({ [SEND]: { status: 429, body: { message: 'You are sending messages too fast.' } } }));
    renderWithProviders(<ChatPage id="5" />, { user: member });
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Message');
    await user.type(box, 'my number is 07700 900123{Enter}');
    // The guard loads when the box is first used; its answer comes a moment later.
    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTIONS_TEXT.chatContact);
    expect(api.callsTo(SEND)).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'Thanks so much!{Enter}');
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('Message Not SentYou are sending messages too fast.'));
  });

  it('shows the crisis notice with its links when the answer asks for it', async () => {
    mockApi(world({ [SEND]: { status: 201, body: sent('I feel hopeless', { crisisSupport: true }) } }));
    renderWithProviders(<ChatPage id="5" />, { user: member });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Message'), 'I feel hopeless{Enter}');
    expect(await screen.findByText(CONNECTIONS_TEXT.crisisNotice)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a helpline' })).toHaveAttribute('href', 'https://findahelpline.com');
  });

  it('lets the requester complete with a rating (required) and a comment', async () => {
    const api = mockApi(world({ 'POST /api/connections/conversations/5/complete': { message: 'Completed' } }));
    renderWithProviders(<ChatPage id="5" />, { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete this request' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['1 – Poor', '2 – Fair', '3 – Good', '4 – Great', '5 – Amazing']);
    await user.click(within(dialog).getByRole('button', { name: 'Complete request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide a rating');
    await user.click(within(dialog).getByRole('radio', { name: '5 – Amazing' }));
    await user.type(within(dialog).getByLabelText(/A few words of thanks/), ' So patient and kind ');
    await user.click(within(dialog).getByRole('button', { name: 'Complete request' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('Request completed!'));
    expect(api.callsTo('POST /api/connections/conversations/5/complete')[0].body).toEqual({
      rating: 5,
      comment: 'So patient and kind',
      revieweeId: helper.id,
    });
  });

  it('shows the helper no Complete button; after completion, offers the helper’s review and hides the composer', async () => {
    const requesterSide = { id: 12, displayName: 'Riya Asks', avatar: null };
    const api = mockApi(
      world({
        [CONVO]: conversation({
          status: 'completed',
          otherParticipant: requesterSide,
          request: { id: 31, title: 'Practising English', requesterId: 12, category: 'language', description: 'x' },
        }),
        'POST /api/connections/conversations/5/review': { status: 201, body: { message: 'Thanks' } },
      }),
    );
    renderWithProviders(<ChatPage id="5" />, { user: member });
    expect(await screen.findByText('Request completed. Thank you for being kind!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.queryByLabelText('Message')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Leave a review' }));
    await user.click(screen.getByRole('radio', { name: '4 – Great' }));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(api.callsTo('POST /api/connections/conversations/5/review')).toHaveLength(1));
    expect(api.callsTo('POST /api/connections/conversations/5/review')[0].body).toEqual({ rating: 4 });
  });

  it('says a closed conversation is closed', async () => {
    mockApi(world({ [CONVO]: conversation({ status: 'closed' }) }));
    renderWithProviders(<ChatPage id="5" />, { user: member });
    expect(await screen.findByText('This conversation is closed, so no new messages can be sent.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).toBeNull();
  });

  it('blocks and reports in one step', async () => {
    const api = mockApi(
      world({
        'POST /api/connections/blocks': { status: 201, body: { message: 'Blocked' } },
        'POST /api/connections/reports': { status: 201, body: { id: 1, message: 'Thanks' } },
      }),
    );
    renderWithProviders(<ChatPage id="5" />, { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Block and report' }));
    const dialog = screen.getByRole('dialog', { name: 'Block and report Sam Helper' });
    await user.click(within(dialog).getByRole('button', { name: 'Block and report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason');
    await user.click(within(dialog).getByRole('radio', { name: 'Asking for personal details or money' }));
    await user.type(within(dialog).getByLabelText(/Anything else/), 'Asked for my address');
    await user.click(within(dialog).getByRole('button', { name: 'Block and report' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('User blocked and reported'));
    expect(api.callsTo('POST /api/connections/blocks')[0].body).toEqual({
      userId: 11,
      reason: 'Asking for personal details or money',
    });
    expect(api.callsTo('POST /api/connections/reports')[0].body).toEqual({
      reportedUserId: 11,
      reason: 'Asking for personal details or money',
      description: 'Asked for my address',
      conversationId: 5,
    });
  });

  it('reports one of the other person’s messages (kept as evidence), without blocking', async () => {
    const api = mockApi(
      world({ 'POST /api/connections/reports': { status: 201, body: { id: 2, message: 'Thanks' } } }),
    );
    renderWithProviders(<ChatPage id="5" />, { user: member });
    const user = userEvent.setup();
    await screen.findByText('Hello! How can I help?');
    expect(screen.getAllByRole('button', { name: /^Report this message/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Report this message: Hello! How can I help?' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('Report sent'));
    expect(api.callsTo('POST /api/connections/reports')[0].body).toEqual({
      reportedUserId: 11,
      reason: 'Harassment or bullying',
      conversationId: 5,
      messageId: 1,
    });
  });

  it('removes the conversation after asking', async () => {
    const api = mockApi(world({ 'DELETE /api/connections/conversations/5': { message: 'Removed' } }));
    renderWithProviders(<ChatPage id="5" />, { user: member, route: '/chat/:id', path: '/chat/5' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove conversation' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove conversation' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/kindness-connections?tab=conversations');
    expect(api.callsTo('DELETE /api/connections/conversations/5')).toHaveLength(1);
  });

  it('opens a removed conversation read-only: no composer, no removal or completion, Report still offered', async () => {
    const api = mockApi(
      world({
        [CONVO]: conversation({ removedAt: new Date().toISOString(), unreadCount: 1 }),
        'POST /api/connections/reports': { status: 201, body: { id: 1, message: 'Thank you.' } },
      }),
    );
    renderWithProviders(<ChatPage id="5" />, { user: member });
    expect(await screen.findByText('Hello! How can I help?')).toBeInTheDocument();
    expect(screen.getByText(/This conversation was removed, so no one can write here/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove conversation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Complete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Removed conversations/ })).toHaveAttribute(
      'href',
      '/kindness-connections?tab=conversations&filter=removed',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Report this message: Hello/ }));
    await user.click(await screen.findByRole('radio', { name: 'Harassment or bullying' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/connections/reports').map((c) => c.body)).toEqual([
        expect.objectContaining({ conversationId: 5, messageId: 1, reason: 'Harassment or bullying' }),
      ]),
    );
    // Nothing is written to a removed conversation, the read position included.
    expect(api.callsTo(READ)).toEqual([]);
  });
});
