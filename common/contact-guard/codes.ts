// A contact detail written in a code anyone can undo: base64 ('MDc3MDA5MDAxMjM=' is 07700900123), character codes
// ('107 97 105 46 ...' spell 'kai.'), rot13 where the message names it ('fanc: yhan.x09 (rot13 it)'), roman numerals
// as digits, emoji as the digit a key in the message gives, and letters that look like digits in a number's shape
// ('(2l2) SSS-Ol47'). Each decoding
// is the message with the coded part replaced by what it says, for the guard to read again; text that decodes to
// nothing readable ('ASCII 72 101 108 108 111' is 'Hello') is read and kept like any other.

/** A base64 token: 12 characters or more, with a digit or both cases, padded to a multiple of four. */
const BASE64 =
  /(?<![\p{L}\p{N}+/])(?=[A-Za-z0-9+/]*(?:\d|[a-z][A-Za-z0-9+/]*[A-Z]|[A-Z][A-Za-z0-9+/]*[a-z]))[A-Za-z0-9+/]{12,}={0,2}(?![\p{L}\p{N}+/=])/gu;
/** Decimal character codes of printable letters: five numbers or more between spaces or commas. */
const CHAR_CODES =
  /(?<![\d.])(?:(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6])[\s,]+){4,}(?:3[2-9]|[4-9]\d|1[01]\d|12[0-6])(?![\d.])/gu;
const ROT13_WORD = /(?<![\p{L}])(?:rot\s?13|rot-13|caesar\s+13)(?![\p{L}])/iu;
const PRINTABLE = /^[\x20-\x7e]+$/;
/** Roman numerals as digits, among digits: seven tokens or more, three of them numerals ('0-VII-VII-0-0-IX-...'). */
const ROMAN_DIGITS: Record<string, string> = {
  I: '1',
  II: '2',
  III: '3',
  IV: '4',
  V: '5',
  VI: '6',
  VII: '7',
  VIII: '8',
  IX: '9',
};
const ROMAN_TOKEN = '(?:VIII|VII|VI|IV|IX|V|III|II|I|\\d)';
const ROMAN_RUN = new RegExp(
  `(?<![\\p{L}\\p{N}])${ROMAN_TOKEN}(?:[\\s.,-]+${ROMAN_TOKEN}){6,}(?![\\p{L}\\p{N}])`,
  'gu',
);
/** A key the message gives ('donut = 0', '(🍕 is 5)'): the emoji among its digits stand for that digit. */
const KEY = /(?:\p{Extended_Pictographic}|\p{L}+)\s*(?:=|is|means|stands\s+for)\s*(\d)(?![\d])/u;
/** A number shaped as dialled ('(2l2) SSS-Ol47') with letters that look like digits: O, l, I, S, Z, B. */
const LOOKALIKE: Record<string, string> = { O: '0', o: '0', l: '1', I: '1', '|': '1', S: '5', Z: '2', B: '8' };
const LOOKALIKE_SHAPE = /\(?[\dOolIS|ZB]{3}\)?[\s.-]?[\dOolIS|ZB]{3}[\s.-][\dOolIS|ZB]{4}(?![\p{L}\p{N}])/gu;

function fromBase64(token: string): string | null {
  if (token.replace(/=+$/, '').length % 4 === 1 || (/=/.test(token) && token.length % 4 !== 0)) return null;
  try {
    const text = atob(token.padEnd(Math.ceil(token.length / 4) * 4, '='));
    return PRINTABLE.test(text) && /[\p{L}\p{N}]{3}/u.test(text) ? text : null;
  } catch {
    return null;
  }
}

const rot13 = (text: string) =>
  text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

/** The text with each coded part decoded, one reading per code found; none when nothing in it is coded. */
export function decodings(text: string): string[] {
  const found: string[] = [];
  let decoded = false;
  const base64 = text.replace(BASE64, (token) => {
    const plain = fromBase64(token);
    decoded ||= plain !== null;
    return plain ?? token;
  });
  if (decoded) found.push(base64);
  const codes = text.replace(CHAR_CODES, (run) => String.fromCharCode(...run.split(/[\s,]+/).map(Number)));
  if (codes !== text) found.push(codes);
  if (ROT13_WORD.test(text)) found.push(rot13(text));
  const roman = text.replace(ROMAN_RUN, (run) => run.replace(/[IVX]+/g, (r) => ROMAN_DIGITS[r] ?? r));
  if (roman !== text) found.push(roman);
  const key = KEY.exec(text);
  if (key) found.push(text.replace(/\p{Extended_Pictographic}/gu, key[1]!));
  const shaped = text.replace(LOOKALIKE_SHAPE, (run) =>
    (run.match(/\d/g) ?? []).length >= 3 ? run.replace(/[OolIS|ZB]/g, (c) => LOOKALIKE[c]!) : run,
  );
  if (shaped !== text) found.push(shaped);
  return found;
}
