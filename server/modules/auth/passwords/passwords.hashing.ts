import { hash, verify, type Options } from '@node-rs/argon2';
import { passwordMessages, passwordStrengthIssue } from '../../../../common/schemas/passwords';
import { badRequest } from '../../../http-error';
import { isCommonPassword } from './common-passwords';

/** OWASP's argon2id settings (19 MiB, 2 passes, 1 lane). */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** What a hash made with today's parameters starts with (older ones are re-hashed at login). */
export const CURRENT_HASH_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

/**
 * The argon2id work itself. Everything in this file hashes and verifies through this object, so a test can watch
 * the work happen (`vi.spyOn(passwordHasher, 'verify')`): an unknown account must cost a verify like a known one.
 */
export const passwordHasher = {
  hash: (password: string): Promise<string> => hash(password, OPTIONS),
  verify: (storedHash: string, password: string): Promise<boolean> => verify(storedHash, password),
};

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return passwordHasher.hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a usable hash (unknown account, demo account) it still
 * does the same work against a dummy hash, so the answer takes as long either way.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const usable = typeof storedHash === 'string' && storedHash.startsWith('$argon2');
  dummyHash ??= hashPassword('kindripple-dummy-password-for-timing');
  const target = usable ? storedHash : await dummyHash;
  try {
    const ok = await passwordHasher.verify(target, password);
    return usable && ok;
  } catch {
    return false;
  }
}

/**
 * The server's full rule for a new password, beyond the shared schema: not one of the common passwords,
 * and not the e-mail itself. Throws a 400 with the spec's text.
 */
export function assertStrongPassword(password: string, email?: string): void {
  const inline = passwordStrengthIssue(password);
  if (inline) throw badRequest(inline, { password: inline });
  const lower = password.toLowerCase();
  const local = email?.toLowerCase().split('@')[0];
  if (
    isCommonPassword(password) ||
    (email && (lower === email.toLowerCase() || (local && local.length >= 4 && lower === local)))
  ) {
    throw badRequest(passwordMessages.weak, { password: passwordMessages.weak });
  }
}
