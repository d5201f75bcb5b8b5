import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { clientKey } from '../../client-key';
import type { Db } from '../../db/client';
import { getSecret } from '../secrets/secrets.service';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random code from an unambiguous base-57 alphabet: 10 characters carry about 58 bits, unguessable by trying. */
export function randomCode(length = 10): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** The owner's key (the secret in the owner's summary link): 32 characters, about 187 bits. */
export const newOwnerKey = () => randomCode(32);

/** Compares a presented owner key with the stored one in constant time. */
export function keyMatches(presented: string | undefined | null, stored: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * HMAC-SHA-256 of the visitor's address with a server-side salt, hex (64 characters); raw IPs are never stored.
 * An IPv6 visitor is its /64 (`clientKey`): one connection's many addresses are one visitor, not many.
 */
export async function hashIp(db: Db, ip: string): Promise<string> {
  return createHmac('sha256', await getSecret(db, 'ip_hash_salt'))
    .update(clientKey(ip))
    .digest('hex');
}
