import { dictionary } from '@zxcvbn-ts/language-common';

let list: Set<string> | null = null;

/**
 * The ~49,000 most common passwords from real breaches (the zxcvbn-ts common dictionary), loaded once
 * on first use. Compared lower-case.
 */
export function commonPasswords(): Set<string> {
  list ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return list;
}

/** True when the password is one of the common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
