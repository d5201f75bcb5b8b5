import type { OutgoingMail } from '../../mail/outbox';
import { renderBrandedMail } from '../../mail/layout';

// The mails of Kindness Connections. They name the other member and link to the chat; they never quote what anyone
// wrote (a mail can be read by someone else over a shoulder or on a shared screen).

const chatUrl = (publicUrl: string, conversationId: number) => `${publicUrl}/chat/${conversationId}`;
const footer =
  'You get these mails because of your Kindness Connections profile. You can turn them off on its profile tab.';

/** To the requester: someone offered to help. */
export function requestAcceptedMail(
  publicUrl: string,
  helperName: string,
  conversationId: number,
): Omit<OutgoingMail, 'to'> {
  return {
    subject: `${helperName} offered to help with your request`,
    ...renderBrandedMail({
      preheader: 'Someone on Kindness Connections offered to help you.',
      heading: 'Someone offered to help',
      paragraphs: [
        `${helperName} accepted your help request on Kindness Connections. You can say hello in your conversation.`,
        'Remember: keep your contact details to yourself until you know each other, and never send money.',
      ],
      action: { label: 'Open the conversation', url: chatUrl(publicUrl, conversationId) },
      footerNote: footer,
    }),
  };
}

/** To a member who is away: a new message waits (at most one per conversation per hour; never its text). */
export function newMessageMail(
  publicUrl: string,
  senderName: string,
  conversationId: number,
): Omit<OutgoingMail, 'to'> {
  return {
    subject: `New message from ${senderName}`,
    ...renderBrandedMail({
      preheader: 'You have a new message on Kindness Connections.',
      heading: 'You have a new message',
      paragraphs: [`${senderName} sent you a message on Kindness Connections.`],
      action: { label: 'Read it', url: chatUrl(publicUrl, conversationId) },
      footerNote: footer,
    }),
  };
}
