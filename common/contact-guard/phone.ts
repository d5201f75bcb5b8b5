// Phone numbers: digits in any disguise (spelled out, split by any separator or a lone letter, across lines),
// judged as a whole once the everyday numbers around them (times, dates, prices, counts, lists, numbers a word
// names: 'order', 'page', 'ISBN') are set aside. libphonenumber-js judges numbers in international form.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { maskEveryday } from './everyday';
import { spellDigits } from './number-words';

/** Letters standing for digits inside a run of digits: 'o7700 9OO', 'l5l'. */
const LETTER_DIGITS = /(?<![\p{L}])[0-9oil|]*[0-9][0-9oil|]*(?![\p{L}])/gu;
const LETTER_DIGIT: Record<string, string> = { o: '0', i: '1', l: '1', '|': '1' };

/** Between two digits of one number: up to four signs or spaces, or a lone letter among them ('5x5', '5 - 5'). */
const SEP = String.raw`(?:[^\p{L}\p{N}]{0,4}|[^\p{L}\p{N}]{0,3}\p{L}[^\p{L}\p{N}]{0,3})`;
const RUN = new RegExp(String.raw`(?:\+|(?<!\d)00)?\d(?:${SEP}\d)*`, 'gu');

/** Words that ask for or offer a way to be phoned: a shorter run counts in their company. */
const PHONE_CONTEXT =
  /(?<![\p{L}])(?:call|calling|ring|phone|tel|telephone|mobile|cell|cellphone|number|numero|nummer|num|no\.?|digits|text|txt|sms|msg|msj|mensaje|whats|whatsapp|wa|zap|viber|signal|telegram|reach|contact|handy|movil|portable|telefono|llama|llamame|mandame|escribeme|appelle|ecris|envoie|schreib|ruf|chiama|scrivi|hmu|flash|dial)(?![\p{L}])/u;

/** Chinese and Japanese numerals, each one digit ('〇七七〇〇', '0七七00九'). */
const CJK_DIGIT: Record<string, string> = {
  〇: '0',
  零: '0',
  一: '1',
  二: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
};
const CJK_DIGITS = /[〇零一二三四五六七八九]/gu;

/** The text with digits written as words and letters standing for digits turned into digits. */
export function digitReading(folded: string): string {
  return spellDigits(folded.replace(CJK_DIGITS, (c) => CJK_DIGIT[c]!)).replace(LETTER_DIGITS, (token) =>
    /\d/.test(token) ? token.replace(/[oil|]/g, (c) => LETTER_DIGIT[c]!) : token,
  );
}

/** Phone keypad letters: 'CAKE' is 2253. */
const KEYPAD = ['abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz'];
const keypadDigit = (letter: string) => String(KEYPAD.findIndex((keys) => keys.includes(letter)) + 2);
/** A vanity number: digits, then capitals dialled by their keys ('555-TUTOR-1', '(202) 555-CAKE', '1-800-FLOWERS'). */
const VANITY =
  /(?<![\p{L}\d])((?:\+?\d{1,4}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?|\d{2,4}[\s.-])?\d{2,4}[.-]?)([A-Z]{3,7})(-?[A-Z\d]{1,4})?(?![\p{L}\d])/gu;

/** The text as written, with the capitals of a vanity number as the digits they dial; read before folding. */
export const dialVanity = (text: string) =>
  text.replace(VANITY, (_, digits: string, letters: string, rest = '') =>
    `${digits}${letters}${rest}`.replace(/[A-Z]/g, (c) => keypadDigit(c.toLowerCase())),
  );

/** A number in international form (a plus or 00 and a country code) that could be dialled. */
function isInternational(run: string, digits: string): boolean {
  if (!/^(?:\+|00)/.test(run)) return false;
  const n = parsePhoneNumberFromString(`+${digits.replace(/^00/, '')}`);
  return n?.isPossible() ?? false;
}

/** Groups of a run: the digits between its separators. */
const groupsOf = (run: string) => run.split(/[^0-9]+/).filter(Boolean);

/**
 * Years ('1914-1918', '1999 2000 2001') and small numbers counting up ('12 13 14 15', '5, 6, 7, 8'): a list, not a
 * number. Without a word about calling, also small numbers that never go down ('1 1 2 3 5 8 13 21 34') and
 * two-digit numbers between commas ('85, 90, 78, 92'), unless they start with a 0.
 */
function isList(run: string, groups: string[], context: boolean): boolean {
  if (groups.length >= 2 && groups.every((g) => /^(?:1[0-9]|20)\d\d$/.test(g))) return true;
  if (isSequence(groups)) return true;
  if (groups.length < 3) return false;
  const n = groups.map(Number);
  const counting = n.every((v, i) => i === 0 || (v > n[i - 1]! && v - n[i - 1]! <= 10));
  if (counting && (/,/.test(run) || groups.length >= 4)) return true;
  if (context || groups[0]!.startsWith('0') || !groups.every((g) => g.length <= 2)) return false;
  if (groups.length >= 4 && n.every((v, i) => i === 0 || v >= n[i - 1]!)) return true;
  const items = run.split(',').map((s) => s.trim());
  return items.length >= 3 && items.every((s) => /^\d{1,2}$/.test(s)) && groups.some((g) => g.length === 2);
}

/** Four numbers or more in a row with a rule ('2, 4, 8, 16, 32', '100 then 200 then 300 then 400'): a sequence. */
function isSequence(groups: string[]): boolean {
  // Digits one by one ('9 8 7 6 5 4 3 2 1 0') are a number read out, not a sequence.
  if (groups.length < 4 || groups.every((g) => g.length === 1)) return false;
  const n = groups.map(Number);
  const step = n[1]! - n[0]!;
  const ratio = n[0]! > 0 ? n[1]! / n[0]! : 0;
  return (
    (step !== 0 && n.every((v, i) => i === 0 || v - n[i - 1]! === step)) ||
    (Number.isInteger(ratio) && ratio >= 2 && n.every((v, i) => i === 0 || v === n[i - 1]! * ratio))
  );
}

/** How a 7- or 8-digit run is written when it is a phone number: dialled groups, or digit by digit. */
const PHONE_SHAPED_SHORT = /^(?:\d{3}[\s.-]?\d{4}|\d{4}[\s.-]\d{4}|\d{2}(?:[\s.-]\d{2}){3})$/;

/**
 * Beside a word about calling, groups of digits with a few words between them ('415 and the rest is 555 2019',
 * '7700, then 900, 461'): one number when together they make 10 digits or more.
 */
const SPOKEN_GROUPS = new RegExp(String.raw`\d(?:${SEP}\d|(?:[^\p{L}\p{N}]+\p{L}+){1,4}[^\p{L}\p{N}]+\d)+`, 'gu');

/** Words that give a number in pieces: 'starts with', 'ends in', 'followed by', 'first part:', 'last:'. */
const PIECES =
  /(?<![\p{L}])(?:followed\s+by|(?:starts?|begins?|ends?)\s+(?:with|in)|(?:first|second|third|last|final|next|other)(?:\s+(?:part|half|bit|piece|digits|few))?\s*[:=]|(?:first|second|third|last|final|next|other)\s+(?:part|half|bit|piece|digits|few))(?![\p{L}])/u;
/** Pieces to be put together: 'put them together', 'combine them', 'in that order', 'put a 0 in front'. */
const PUT_TOGETHER =
  /(?<![\p{L}])(?:(?:put|stick|glue|join|combine|string)\s+(?:them|these|those|it|all|the\s+\p{L}+)?\s*(?:all\s+)?together|combine\s+(?:them|these|those)|in\s+(?:that|this)\s+order|put\s+(?:a|an|the)\s+\S+\s+in\s+front)(?![\p{L}])/u;

/** Digits that stand alone (not 'q3' or 'x2'): the pieces of a number given in parts. */
const pieceDigits = (reading: string) =>
  [...reading.matchAll(/(?<![\p{L}\d])\d+(?![\p{L}\d])/gu)].reduce((n, m) => n + m[0].length, 0);

/** The first phone number in the folded text, or null. */
export function findPhone(folded: string): string | null {
  const digitsRead = digitReading(folded);
  const reading = maskEveryday(digitsRead);
  const context = PHONE_CONTEXT.test(folded) || /area\s+code/.test(folded);
  // Pieces to put together: the answers and labels around them are no everyday numbers.
  const together = PUT_TOGETHER.exec(folded);
  if (together && pieceDigits(maskEveryday(digitsRead, false)) >= 9) return together[0];
  const pieces = PIECES.test(folded);
  if (context || pieces) {
    for (const m of reading.matchAll(SPOKEN_GROUPS)) {
      const digits = m[0].replace(/\D/g, '').length;
      if (digits >= (context && pieces ? 9 : 10) && !isList(m[0].trim(), groupsOf(m[0]), context)) return m[0].trim();
    }
  }
  for (const m of reading.matchAll(RUN)) {
    const run = m[0];
    const digits = run.replace(/\D/g, '');
    if (digits.length < 6) continue;
    if (isInternational(run, digits)) return run.trim();
    if (digits.length < 7) continue;
    const groups = groupsOf(run);
    // Longer than any number that can be dialled (15 digits), written as one: a seed, a key, digits of pi.
    if (groups.length === 1 && digits.length > 15) continue;
    if (isList(run.trim(), groups, context)) continue;
    // Binary ('1011 0110') is a sum, not a number to call.
    if (/^[01]+$/.test(digits) && groups.every((g) => g.length >= 4)) continue;
    if (digits.length >= 9) return run.trim();
    const oneByOne = groups.length >= 4 && groups.every((g) => g.length <= 2);
    if (context || oneByOne || PHONE_SHAPED_SHORT.test(run.trim())) return run.trim();
  }
  return null;
}
