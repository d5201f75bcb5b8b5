import type {
  RippleCreated,
  RippleNote,
  RipplePassed,
  RippleSummary,
  RippleSummaryNode,
  RippleThanked,
} from '../../../../common/schemas/ripples';
import type { MessageResponse } from '../../../../common/schemas/common';
import { showSenderName } from '../../../../common/names';
import { nodeUrl, ownerSummaryUrl } from '../ripples.links';
import type { CreatedRipple, OpenedNote, PassedNote, RippleSummaryRead } from './notes.service';
import type { SummaryNodeRow } from './notes.summary.queries';

export const HIDDEN_NOTE_TEXT = 'This note was hidden by the ripple’s owner.';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'GB' -> 'United Kingdom' (the code itself when unknown). */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** 'Bracknell, United Kingdom' */
export const placeLabel = (p: { city: string; country: string }) => `${p.city}, ${countryName(p.country)}`;

/** The text people paste into a chat: the note, who wrote it, and the link to thank or pass it on. */
export function shareText(message: string, senderName: string | null | undefined, url: string): string {
  const name = showSenderName(senderName);
  const from = name ? `\n— ${name}` : '';
  return `"${message}"${from}\n\nA Ripple of Kindness for you. Say thanks or pass it on: ${url}`;
}

/** A note in the summary, field by field; hidden notes keep their place in the tree but not their words (except for the owner). */
export function presentSummaryNode(n: SummaryNodeRow, isOwner: boolean): RippleSummaryNode {
  const hidden = n.status !== 'active';
  const showText = !hidden || isOwner;
  return {
    id: n.id,
    parentNodeId: n.parentNodeId,
    message: showText ? n.message : HIDDEN_NOTE_TEXT,
    senderName: showText ? showSenderName(n.senderName) : null,
    city: n.city,
    country: n.country,
    latitude: n.latitude,
    longitude: n.longitude,
    viewCount: n.viewCount,
    thanksCount: n.thanksCount,
    depth: n.depth,
    hidden,
  };
}

/** POST /api/ripples: where to share the first note, and the owner's link. */
export function presentCreated(publicUrl: string, created: CreatedRipple): RippleCreated {
  const url = nodeUrl(publicUrl, created.nodeCode);
  return {
    nodeUrl: url,
    shareText: shareText(created.message, created.senderName, url),
    summaryUrl: ownerSummaryUrl(publicUrl, created.seedCode, created.ownerKey),
    nodeCode: created.nodeCode,
    seedCode: created.seedCode,
  };
}

/** POST /api/ripples/node/{code}/pass: where to share the new note. */
export function presentPassed(publicUrl: string, passed: PassedNote): RipplePassed {
  const url = nodeUrl(publicUrl, passed.nodeCode);
  return { nodeUrl: url, shareText: shareText(passed.message, passed.senderName, url), nodeCode: passed.nodeCode };
}

/** GET /api/ripples/node/{code}: the note, the counters this visitor sees, and its ripple's reach and places. */
export function presentNote(publicUrl: string, { node, seen, cities }: OpenedNote): RippleNote {
  const url = nodeUrl(publicUrl, node.nodeCode);
  return {
    nodeCode: node.nodeCode,
    message: node.message,
    senderName: showSenderName(node.senderName),
    depth: node.depth,
    city: node.city,
    country: node.country,
    viewCount: seen.viewCount ?? node.viewCount,
    thanksCount: seen.thanksCount ?? node.thanksCount,
    createdAt: node.createdAt.toISOString(),
    thanked: Boolean(seen.thanked),
    chain: {
      peopleReached: Number(seen.peopleReached),
      maxDepth: Number(seen.maxDepth),
      cities: cities.map(placeLabel),
      seedCode: node.chain.seedCode,
      status: seen.status === 'closed' ? 'closed' : 'active',
    },
    nodeUrl: url,
    shareText: shareText(node.message, node.senderName, url),
  };
}

/** POST /api/ripples/node/{code}/thank */
export function presentThanked(thanks: { thanksCount: number; alreadyThanked: boolean }): RippleThanked {
  return { thanksCount: thanks.thanksCount, alreadyThanked: thanks.alreadyThanked };
}

/** GET /api/ripples/summary/{seedCode}: the listed notes, and counters and places of the whole ripple. */
export function presentSummary({ seedCode, ripple, nodes, truncated, isOwner }: RippleSummaryRead): RippleSummary {
  return {
    seedCode,
    nodes: nodes.map((n) => presentSummaryNode(n, isOwner)),
    peopleReached: Number(ripple.peopleReached),
    maxDepth: Number(ripple.maxDepth),
    nodeCount: Number(ripple.nodeCount),
    cities: ripple.cities.map(placeLabel),
    status: ripple.status === 'closed' ? 'closed' : 'active',
    truncated,
    isOwner,
  };
}

/** POST /api/ripples/node/{code}/report */
export const presentReported = (): MessageResponse => ({ message: 'Thank you. We will take a look at this note.' });

/** POST /api/ripples/summary/{seedCode}/nodes/{nodeId}/hide */
export const presentNoteHidden = (hidden: boolean): MessageResponse => ({
  message: hidden ? 'The note is hidden.' : 'The note is visible again.',
});

/** POST /api/ripples/summary/{seedCode}/status */
export const presentRippleStatus = (status: 'active' | 'closed'): MessageResponse => ({
  message: status === 'closed' ? 'The ripple is closed to new passes.' : 'The ripple is open again.',
});
