import { z } from 'zod';
import { INVISIBLE_NAME_CHARS, LETTER_OR_DIGIT, UNSAFE_NAME_CHARS } from './text';

// Names people show to each other (display names, ripple sender names): one normalisation and one set of rules
// for the forms and the routes. The reserved names (the brand, the staff) are checked by the server alone
// (server/lib/reserved-names.ts), so the confusables table stays out of the browser's bundle (decision 029).

export const nameMessages = {
  invisible: 'Names cannot contain invisible characters. Some emoji carry one, so please try without them.',
  letterOrNumber: 'Please use letters or numbers in your name',
  reserved: 'This name is reserved for the KindRipple team',
  contact:
    "Names can't include contact details such as phone numbers, e-mail addresses, links or social handles. Please choose a name to be known by here.",
} as const;

/** What a stored display name with nothing visible left in it is shown as. */
export const NAMELESS_MEMBER = 'Kind member';

/**
 * A name as we keep it: NFKC (fullwidth 'Ａｄｍｉｎ' is 'Admin', ligatures and compatibility forms become their
 * plain letters), every run of spaces of any kind one plain space, no space at either end. Other characters stay
 * as they are, so the rules below still see them.
 */
export const normalizeName = (s: string): string =>
  s
    .normalize('NFKC')
    .replace(/\p{Zs}+/gu, ' ')
    .trim();

const HIDDEN_FOR_DISPLAY = new RegExp(`${INVISIBLE_NAME_CHARS.source}|${UNSAFE_NAME_CHARS.source}`, 'gu');

/**
 * A stored name as it is shown: normalised like a new one, without the characters a name may no longer hold
 * (rows written before these rules are left as they are). '' when nothing visible is left.
 */
export const showName = (stored: string): string =>
  normalizeName(normalizeName(stored).replace(HIDDEN_FOR_DISPLAY, ''));

/** A stored display name as it is shown; NAMELESS_MEMBER when nothing visible is left of it. */
export const showDisplayName = (stored: string): string => showName(stored) || NAMELESS_MEMBER;

/** A stored sender name as it is shown; null (an unsigned note) when there is none or nothing visible is left. */
export const showSenderName = (stored: string | null | undefined): string | null =>
  stored ? showName(stored) || null : null;

export interface NameRules {
  /** The message for an empty name; without it an empty name is no name (optional fields). */
  required?: string;
  max: number;
  tooLong: string;
  /** The message for control characters, bidi overrides and the like (UNSAFE_NAME_CHARS). */
  unsafe: string;
}

/**
 * The checks of a name after normalizeName, in the order their messages are shown: required, length (after
 * normalising), control and bidi characters, invisible characters, at least one letter or digit.
 */
export function nameChecks({ required, max, tooLong, unsafe }: NameRules) {
  const base = required ? z.string().min(1, required) : z.string();
  return base
    .max(max, tooLong)
    .refine((v) => !UNSAFE_NAME_CHARS.test(v), { message: unsafe })
    .refine((v) => !INVISIBLE_NAME_CHARS.test(v), { message: nameMessages.invisible })
    .refine((v) => v === '' || LETTER_OR_DIGIT.test(v), { message: nameMessages.letterOrNumber });
}
