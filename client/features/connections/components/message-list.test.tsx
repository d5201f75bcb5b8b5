import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Message } from '../api/types';
import { MessageList } from './message-list';

const message = (id: number, over: Partial<Message> = {}): Message => ({
  id,
  conversationId: 7,
  senderId: 2,
  content: `Message ${id}`,
  messageType: 'text',
  isAdmin: false,
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});

describe('MessageList', () => {
  it('shows a message from the KindRipple team apart from both members, with nothing to report', () => {
    const reported: Message[] = [];
    render(
      <MessageList
        messages={[
          message(1, { senderId: 1, content: 'Hello from me' }),
          message(2, { content: 'Hello from Hal' }),
          message(3, { senderId: 1, isAdmin: true, content: 'Please keep this chat kind.' }),
        ]}
        meId={1}
        otherName="Hal Helps"
        hasEarlier={false}
        loadingEarlier={false}
        onLoadEarlier={() => undefined}
        onReport={(m) => reported.push(m)}
      />,
    );
    const items = within(screen.getByRole('region', { name: 'Messages' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('You:');
    expect(items[1]).toHaveTextContent('Hal Helps:');
    // The team's message is never shown as the member's own, even when the sender's id matches.
    expect(items[2]).toHaveTextContent('KindRipple team:');
    expect(within(items[2]!).getByText('KindRipple team', { selector: 'p:not(.sr-only)' })).toBeVisible();
    expect(items[2]!.className).toContain('justify-start');
    expect(within(items[1]!).getByRole('button', { name: /^Report this message/ })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button')).toBeNull();
  });
});
