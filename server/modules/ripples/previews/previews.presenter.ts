import { showSenderName } from '../../../../common/names';
import { plural, pluralWord } from '../../../../common/plural';
import type { PageMeta } from '../../../plugins/spa';
import { nodeUrl, summaryPageUrl } from '../ripples.links';
import type { NotePreview, RipplePreview } from './previews.service';
import type { NoteCardText } from './previews.card';

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** What a preview says for a code that is no note (or a hidden one) and no ripple. */
export const notFoundMeta = (publicUrl: string, path: string): PageMeta => ({
  title: 'Ripple Not Found · KindRipple',
  description: 'This ripple may have expired or the link is incorrect.',
  url: `${publicUrl}${path}`,
  noindex: true,
});

/** /r/{code}: the note, who wrote it, and its picture. */
export function noteMeta(publicUrl: string, note: NotePreview): PageMeta {
  const url = nodeUrl(publicUrl, note.nodeCode);
  const from = showSenderName(note.senderName);
  return {
    title: `A Ripple of Kindness${from ? ` from ${from}` : ''}`,
    description: clip(note.message, 200),
    url,
    image: `${url}/card.png`,
    noindex: true,
  };
}

/** /ripple/{seedCode}: how many people the ripple reached and the words it started with (unless hidden). */
export function rippleMeta(publicUrl: string, ripple: RipplePreview): PageMeta {
  const url = summaryPageUrl(publicUrl, ripple.seedCode);
  const people = plural(ripple.peopleReached, 'person', 'people');
  const travelled = 'See how far this kindness has travelled.';
  return {
    title: `A Ripple of Kindness that reached ${people}`,
    description: ripple.firstNote ? clip(`“${ripple.firstNote.message}” ${travelled}`, 200) : travelled,
    url,
    // A first note its owner hid has no picture: the picture would quote it.
    image: ripple.firstNote ? `${url}/card.png` : undefined,
    // The owner's link carries a secret key: keep every summary out of search engines.
    noindex: true,
  };
}

/** The picture of a note's link. */
export const noteCard = (note: NotePreview): NoteCardText => ({
  message: note.message,
  senderName: showSenderName(note.senderName),
  label: 'A Ripple of Kindness for you',
  footer: 'Say thanks or pass it on',
});

/** The picture of a summary's link: the first note and the reach so far; none when the owner hid that note. */
export function rippleCard(ripple: RipplePreview): NoteCardText | undefined {
  if (!ripple.firstNote) return undefined;
  const people = `${ripple.peopleReached.toLocaleString('en-US')} ${pluralWord(ripple.peopleReached, 'person', 'people')}`;
  return {
    message: ripple.firstNote.message,
    senderName: showSenderName(ripple.firstNote.senderName),
    label: 'A Ripple of Kindness',
    footer: `It has reached ${people} so far`,
  };
}
