import { forbidden, HttpError, notFound } from '../../http-error';
import { keyMatches } from './ripples.codes';

export const RIPPLE_NOT_FOUND = 'Ripple not found';
export const RIPPLE_CLOSED = 'This ripple has been closed by its owner and can no longer be passed on.';

/** The owner is whoever holds the ripple's owner key (the `?key=` of the owner's summary link). */
export function isRippleOwner(presentedKey: string | undefined | null, chain: { ownerKey: string }): boolean {
  return keyMatches(presentedKey, chain.ownerKey);
}

/** Throws 403 unless the key is the ripple's owner key. */
export function assertRippleOwner(presentedKey: string | undefined | null, chain: { ownerKey: string }): void {
  if (!isRippleOwner(presentedKey, chain)) throw forbidden('That key does not manage this ripple.');
}

/**
 * Whether a note may be shown to a visitor (its page, its link preview, its card): it exists and its owner has
 * not hidden it. In the summary a hidden note keeps its place, without its words (presentSummaryNode).
 */
export function isNoteVisible<T extends { status: string }>(node: T | null | undefined): node is T {
  return node !== null && node !== undefined && node.status === 'active';
}

/** What a visitor is told about a note the ripple's owner hid. */
export const NOTE_HIDDEN = 'The person who started this ripple has hidden this note.';

/** A hidden note is not shown or passed on; a missing one is 404 either way. */
export function assertNodeVisible<T extends { status: string }>(node: T | undefined): asserts node is T {
  // A note its owner hid says so, rather than suggesting the link is wrong (its words stay hidden either way).
  if (node && node.status === 'hidden') throw notFound(NOTE_HIDDEN);
  if (!isNoteVisible(node)) throw notFound(RIPPLE_NOT_FOUND);
}

/** Passing on needs an active ripple. */
export function assertCanPass(chain: { status: string }): void {
  if (chain.status !== 'active') throw new HttpError(409, RIPPLE_CLOSED);
}
