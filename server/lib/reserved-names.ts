import unhomoglyph from 'unhomoglyph';
import { nameMessages, normalizeName } from '../../common/names';
import { INVISIBLE_NAME_CHARS } from '../../common/text';
import { badRequest } from '../http-error';

// Names that only the KindRipple team may carry (decision 029). Members and visitors cannot take them, nor anything
// that looks like them: names are compared by a skeleton from the Unicode confusables table (unhomoglyph), so
// Cyrillic 'Аdmin', 'KindRippIe' with a capital I and fullwidth 'Ａｄｍｉｎ' are the names they imitate.

/**
 * The brand: refused in any name that holds it from the start of a word ('KindRipple Team', 'Kind Ripple Support',
 * 'TheKindRipple').
 */
export const RESERVED_BRAND_NAMES: readonly string[] = ['KindRipple'];

/**
 * The staff's titles: refused as a whole name or as one word of it ('Admin', 'Sam the Moderator', 'Admin_Anna',
 * 'Admin1'), but not inside a longer word ('Adminah').
 */
export const RESERVED_STAFF_WORDS: readonly string[] = ['Admin', 'Administrator', 'Moderator'];

const INVISIBLE = new RegExp(INVISIBLE_NAME_CHARS.source, 'gu');
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/u;

/**
 * The skeletons of a name: for the name as written, in lower case, in upper case (the confusables table maps 'I' to
 * 'l' and 'm' to 'rn', so a look-alike may match in one case and not another) and with its digits as spaces, the
 * words of unhomoglyph(NFKC, accents and invisible characters removed), lower-cased, split at anything that is not a
 * letter or a digit. Marks are dropped after NFD, so 'Ádmin' is Admin.
 */
function skeletons(name: string): string[][] {
  const plain = normalizeName(name).replace(INVISIBLE, '').normalize('NFD').replace(/\p{M}/gu, '');
  // The digits as separators too ('Admin1', '2024Moderator'): the confusables table reads a digit as a letter (1 as
  // l, 0 as O), which would glue it to the title; the other spellings still read digits as look-alikes.
  const digitsApart = plain.replace(/\p{N}+/gu, ' ');
  return [plain, plain.toLowerCase(), plain.toUpperCase(), digitsApart].map((spelling) =>
    unhomoglyph(spelling)
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(NOT_LETTER_OR_DIGIT)
      .filter(Boolean),
  );
}

const joinedSkeletons = (names: readonly string[]) =>
  new Set(names.flatMap((n) => skeletons(n).map((w) => w.join(''))));
const BRAND = [...joinedSkeletons(RESERVED_BRAND_NAMES)];
const STAFF = joinedSkeletons(RESERVED_STAFF_WORDS);

/** Whether the brand is in one word ('TheKindRipple'), or starts at a word and runs on ('Kind Ripple', 'Kind-Rip ple'). */
const hasBrand = (words: string[]) =>
  words.some((w, i) => BRAND.some((b) => w.includes(b) || words.slice(i).join('').startsWith(b)));

/** Whether a staff title is the whole name (spaces and punctuation ignored: 'Ad.min') or one of its words. */
const hasStaffTitle = (words: string[]) => STAFF.has(words.join('')) || words.some((w) => STAFF.has(w));

/**
 * Whether a name is the brand's or a staff title's, or looks like one. A longer ordinary name that merely holds one
 * of their words is not ('Adminah', 'Kind Rita', 'Humankind Ripples').
 */
export function isReservedName(name: string): boolean {
  return skeletons(name).some((words) => hasBrand(words) || hasStaffTitle(words));
}

/**
 * Refuses a reserved name with 400 and the message on its field. Members and visitors only: the admin set-up names
 * its account itself (server/modules/auth/admin-account.service.ts).
 */
export function assertNameNotReserved(name: string | null | undefined, field: string): void {
  if (name && isReservedName(name)) throw badRequest(nameMessages.reserved, { [field]: nameMessages.reserved });
}
