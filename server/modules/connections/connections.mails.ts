import type { OutgoingMail } from '../../mail/outbox';
import { renderBrandedMail } from '../../mail/layout';

// The mails of Kindness Connections. They link to the chat and carry nothing a member wrote: not what anyone said (a
// mail can be read over a shoulder or on a shared screen) and not the other member's display name (a name is the
// member's own text, and a name such as 'Your account is locked: call …' must never reach an inbox from us;
// decision 018). The chat shows who it is, after sign-in.

const chatUrl = (publicUrl: string, conversationId: number) => `${publicUrl}/chat/${conversationId}`;
const footer =
  'You get these mails because of your Kindness Connections profile. You can turn them off on its profile tab.';

/** To the requester: someone offered to help. */
export function requestAcceptedMail(publicUrl: string, conversationId: number): Omit<OutgoingMail, 'to'> {
  return {
    subject: 'Someone offered to help with your request',
    ...renderBrandedMail({
      preheader: 'Someone on Kindness Connections offered to help you.',
      heading: 'Someone offered to help',
      paragraphs: [
        'A member accepted your help request on Kindness Connections. You can say hello in your conversation.',
        'Remember: keep your contact details to yourself until you know each other, and never send money.',
      ],
      action: { label: 'Open the conversation', url: chatUrl(publicUrl, conversationId) },
      footerNote: footer,
    }),
  };
}

/** To a member who is away: a new message waits (at most one per conversation per hour; never its text). */
export function newMessageMail(publicUrl: string, conversationId: number): Omit<OutgoingMail, 'to'> {
  return {
    subject: 'You have a new message on Kindness Connections',
    ...renderBrandedMail({
      preheader: 'You have a new message on Kindness Connections.',
      heading: 'You have a new message',
      paragraphs: ['A member you are talking with on Kindness Connections sent you a message.'],
      action: { label: 'Read it', url: chatUrl(publicUrl, conversationId) },
      footerNote: footer,
    }),
  };
}
