import { createHash, randomBytes } from 'node:crypto';

/** A fresh 256-bit random token, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token (sessions, links, appeal tokens, recovery codes): its SHA-256 in hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True for something shaped like one of our tokens (cheap check before touching the database). */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
