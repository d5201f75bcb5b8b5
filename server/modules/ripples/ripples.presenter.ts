import type { RippleSummaryNode } from '../../../common/schemas/ripples';
import type { SummaryNodeRow } from './ripples.queries';

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

export const nodeUrl = (publicUrl: string, nodeCode: string) => `${publicUrl}/r/${nodeCode}`;
export const summaryPageUrl = (publicUrl: string, seedCode: string) => `${publicUrl}/ripple/${seedCode}`;
export const ownerSummaryUrl = (publicUrl: string, seedCode: string, adminToken: string) => `${summaryPageUrl(publicUrl, seedCode)}?key=${adminToken}`;

/** The text people paste into a chat: the note, who wrote it, and the link to thank or pass it on. */
export function shareText(message: string, senderName: string | null | undefined, url: string): string {
  const from = senderName ? `\n— ${senderName}` : '';
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
    senderName: showText ? n.senderName : null,
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
