import { forbidden, HttpError, notFound } from '../../http-error';
import { keyMatches } from './ripples.codes';

export const RIPPLE_NOT_FOUND = 'Ripple not found';
export const RIPPLE_CLOSED = 'This ripple has been closed by its owner and can no longer be passed on.';

/** The owner is whoever holds the ripple's admin token (the key in the summary link). */
export function isRippleOwner(presentedKey: string | undefined | null, chain: { adminToken: string }): boolean {
  return keyMatches(presentedKey, chain.adminToken);
}

/** Throws 403 unless the key is the ripple's admin token. */
export function assertRippleOwner(presentedKey: string | undefined | null, chain: { adminToken: string }): void {
  if (!isRippleOwner(presentedKey, chain)) throw forbidden('That key does not manage this ripple.');
}

/** A hidden note is not shown or passed on; a missing one is 404 either way. */
export function assertNodeVisible<T extends { status: string }>(node: T | undefined): asserts node is T {
  if (!node || node.status !== 'active') throw notFound(RIPPLE_NOT_FOUND);
}

/** Passing on needs an active ripple. */
export function assertCanPass(chain: { status: string }): void {
  if (chain.status !== 'active') throw new HttpError(409, RIPPLE_CLOSED);
}

/**
 * The mailbox an address reaches, for per-recipient limits: lower-cased, without a "+tag", and for Gmail
 * without dots (which Gmail ignores), so a stranger cannot dodge a recipient's limit by spelling one inbox
 * many ways. Only counters use it; mail still goes to the address as typed.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address.slice(0, 254);
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '') || local;
  return `${local}@${domain}`.slice(0, 254);
}
