import type { OutgoingMail } from '../../../mail/outbox';
import { type BrandedMailOptions, renderBrandedMail } from '../../../mail/layout';
import { ownerSummaryUrl, summaryPageUrl } from '../ripples.links';
import { plural, pluralWord } from '../../../../common/plural';

// The three mails a ripple's followers get. None quotes a note: anyone can type any address (decision 023).

/** The one-click unsubscribe link every ripple mail carries. */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/api/ripples/unsubscribe/${token}`;
/** The link in the confirmation mail: the summary page, which asks for one click to confirm. */
export const confirmUrl = (publicUrl: string, seedCode: string, verifyCode: string) =>
  `${summaryPageUrl(publicUrl, seedCode)}?verify=${verifyCode}`;

/**
 * How mails name a ripple: by the day it started, never by its text. The text is written by whoever started
 * it, and a subscribe request can come from a stranger who typed someone else's address, so quoting it
 * would let anyone make us mail their words to anyone (decision 023). The linked page shows the notes.
 */
export const startedOn = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const people = (n: number) => `${n.toLocaleString('en-US')} ${pluralWord(n, 'person', 'people')}`;

/** The ripple a mail is about, and where the follower's unsubscribe link points. */
interface MailContext {
  publicUrl: string;
  to: string;
  seedCode: string;
  startedAt: Date;
  unsubscribeToken: string;
}

/** Subject, both bodies and the List-Unsubscribe address, ready for the outbox. */
function mail(c: MailContext, subject: string, body: Omit<BrandedMailOptions, 'unsubscribeUrl'>): OutgoingMail {
  const unsubscribe = unsubscribeUrl(c.publicUrl, c.unsubscribeToken);
  return {
    to: c.to,
    subject,
    ...renderBrandedMail({ ...body, unsubscribeUrl: unsubscribe }),
    unsubscribeUrl: unsubscribe,
  };
}

/** To an address that already follows the ripple it asked about: nothing to do. */
export function alreadyFollowingMail(c: MailContext): OutgoingMail {
  const ripple = `the Ripple of Kindness started on ${startedOn(c.startedAt)}`;
  return mail(c, 'You already follow this Ripple of Kindness', {
    preheader: 'Good news: you are already following this Ripple of Kindness.',
    heading: 'You already follow this ripple',
    paragraphs: [
      `Someone, hopefully you, asked for updates about ${ripple} with this address.`,
      'You already follow it, so there is nothing to do: we will write when it reaches new people, at most once a day.',
    ],
    action: { label: 'See the ripple', url: summaryPageUrl(c.publicUrl, c.seedCode) },
  });
}

/** The double opt-in: a link to the ripple's page, where one click confirms. */
export function confirmationMail(c: MailContext & { verifyCode: string }): OutgoingMail {
  const ripple = `the Ripple of Kindness started on ${startedOn(c.startedAt)}`;
  return mail(c, 'Please confirm: follow a Ripple of Kindness', {
    preheader: 'One click to follow this Ripple of Kindness.',
    heading: 'Follow this Ripple of Kindness?',
    paragraphs: [
      `Someone, hopefully you, asked for updates by mail when ${ripple} reaches new people.`,
      'The button below opens its page on KindRipple, where you can read its notes and confirm with one click. We will then write only when it grows, at most once a day.',
      'If this was not you, ignore this mail and we will not write again.',
    ],
    action: { label: 'Confirm my subscription', url: confirmUrl(c.publicUrl, c.seedCode, c.verifyCode) },
  });
}

/** 'Your ripple reached new people': how many more since the last mail, and how far it has come. */
export function growthMail(c: MailContext & { before: number; peopleReached: number; maxDepth: number }): OutgoingMail {
  const grew = c.peopleReached - c.before;
  return mail(c, `Your Ripple of Kindness reached ${people(c.peopleReached)}`, {
    preheader: `Your Ripple of Kindness has now reached ${people(c.peopleReached)}.`,
    heading: 'Your ripple reached new people',
    paragraphs: [
      `Since we last wrote, the Ripple of Kindness started on ${startedOn(c.startedAt)} reached ${people(grew)} more. It has now reached ${people(c.peopleReached)} and travelled ${plural(c.maxDepth, 'step')} from the first note.`,
      'Thank you for helping kindness travel.',
    ],
    action: { label: 'See where it travelled', url: summaryPageUrl(c.publicUrl, c.seedCode) },
    footerNote: 'You get this because you follow this ripple. We write at most once a day, and only when it grows.',
  });
}

/**
 * The creator's private owner link, sent once the address they typed while starting the ripple is confirmed
 * (decision 024): the way back to the owner view if they lose the link the page gave them.
 */
export function ownerLinkMail(c: MailContext & { ownerKey: string }): OutgoingMail {
  return mail(c, 'Your private link to manage your Ripple of Kindness', {
    preheader: 'Keep this mail: it is the way back to your ripple’s owner view.',
    heading: 'Your ripple’s private owner link',
    paragraphs: [
      `Thank you for confirming your address. Here is the private link to manage the Ripple of Kindness you started on ${startedOn(c.startedAt)}: from it you can see every note, hide one, and close the ripple to new passes.`,
      'Keep it to yourself: anyone with this link can hide notes. To share your ripple, send the link of your note instead.',
    ],
    action: { label: 'Manage my ripple', url: ownerSummaryUrl(c.publicUrl, c.seedCode, c.ownerKey) },
  });
}
