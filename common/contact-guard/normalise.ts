// Text as the guard reads it: one spelling for the many ways a character can be written. Compatibility forms
// (full-width, mathematical, circled) fold by NFKC; digits of every script become 0-9; letters of other scripts
// that look like Latin ones fold to their skeleton from the Unicode confusables table (TR39, the table unhomoglyph
// keeps up to date); accents, invisible characters and keycap marks go; everything is lower case.
// The table is imported as JSON (one JSON.parse in the browser's chunk) and read one character at a time.
import confusables from 'unhomoglyph/data.json' with { type: 'json' };

/** Zero-width characters, joiners, soft hyphens, variation selectors, the keycap mark and bidi controls. */
const INVISIBLE =
  /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]|\u034f|\u17b4|\u17b5|\u20e3|[\ufe00-\ufe0f]/gu;
const DASHES = /[\u2010-\u2015\u2212\u2043\ufe58\ufe63\uff0d]/g;
const DECIMAL_DIGIT = /\p{Nd}/u;

/** The value of a decimal digit of any script: digits come in runs of ten code points starting at zero. */
function digitValue(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (cp >= 0x30 && cp <= 0x39) return ch;
  let start = cp;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return String((cp - start) % 10);
}

/** Letters from other scripts that look like Latin ones, folded to the Latin skeleton; ASCII is left as it is. */
const SKELETON: Record<string, string> = confusables;
const skeleton = (text: string) => text.replace(/\P{ASCII}/gu, (c) => SKELETON[c] ?? c);

/** Forms NFKC and the confusables table leave alone: small capitals, flag and boxed letters, dingbat digits, dots. */
const SMALL_CAPS = 'ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpǫqʀrꜱsᴛtᴜuᴠvᴡwʏyᴢz';
const EXTRA: Record<string, string> = { '\u24ff': '0', '\u{1f10b}': '0', '\u{1f10c}': '0' };
for (let i = 0; i < SMALL_CAPS.length; i += 2) EXTRA[SMALL_CAPS[i]!] = SMALL_CAPS[i + 1]!;
// Flag letters, and letters in black squares and circles ('sn🅰️p'), which NFKC leaves alone.
for (const start of [0x1f1e6, 0x1f170, 0x1f150]) {
  for (let i = 0; i < 26; i++) EXTRA[String.fromCodePoint(start + i)] = String.fromCharCode(97 + i);
}
for (const start of [0x2776, 0x2780, 0x278a, 0x24f5]) {
  for (let i = 0; i < 9; i++) EXTRA[String.fromCodePoint(start + i)] = String(i + 1);
}
for (const dot of ['\u3002', '\uff61', '\ufe12', '\u2027', '\u00b7', '\u2219', '\u30fb']) EXTRA[dot] = '.';
const EXTRA_RE = new RegExp(`[${Object.keys(EXTRA).join('')}]`, 'gu');

/**
 * The folded text with its capitals kept: NFKC, invisible characters removed, digits of every script as 0-9,
 * confusable letters as their Latin skeleton, accents removed. Line breaks are kept (they separate messages).
 * Addresses are read on it: 'Willow Close' is a street where 'close friends' is not.
 */
export function foldCased(text: string): string {
  const nfkc = text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(DASHES, '-')
    .replace(EXTRA_RE, (c) => EXTRA[c]!);
  const digits = nfkc.replace(/\p{Nd}/gu, digitValue);
  return skeleton(digits)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'");
}

/** The folded text: `foldCased`, in lower case. */
export const fold = (text: string): string => foldCased(text).toLowerCase();

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/** Words written with digits or signs for letters ('5n4p', 'wh@tsapp', 'd1scord') read as words. */
export const unleet = (text: string) =>
  text.replace(/[\p{L}0-9@$!|]*\p{L}[\p{L}0-9@$!|]*/gu, (word) =>
    /[0-9@$!|]/.test(word) ? word.replace(/[0-9@$!|]/g, (c) => LEET[c] ?? c) : word,
  );

/**
 * Letters written one by one ('w h a t s a p p', 's-n-a-p', 's*a*m') joined into a word; three letters or more, so
 * 'a b' in a sentence stays as it is. A dot joins letters only when no space is
 * around it ('s.n.a.p'): 'g m a i l . c o m' becomes 'gmail . com'.
 */
export const joinSpelledLetters = (text: string) =>
  text.replace(
    /(?<![\p{L}\p{N}])\p{L}(?:(?:[ \-_*|~+/]|\p{Extended_Pictographic}){1,2}\p{L}(?![\p{L}\p{N}])|\.\p{L}(?![\p{L}\p{N}])){2,}/gu,
    (run) => run.replace(/[^\p{L}]/gu, ''),
  );

/**
 * A name as it is mistyped with one slip: two letters swapped, one left out (never the first), one typed twice, and
 * with `vowels` one vowel for another ('gmial', 'gmal', 'snapchatt', 'discrd', 'snapchet'). The name itself is left out.
 */
export function oneSlip(name: string, vowels = false): string[] {
  const out = new Set<string>();
  for (let i = 0; i < name.length; i++) {
    if (i + 1 < name.length) out.add(name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2));
    if (i > 0) out.add(name.slice(0, i) + name.slice(i + 1));
    out.add(name.slice(0, i + 1) + name[i] + name.slice(i + 1));
    if (vowels && i > 0 && 'aeiou'.includes(name[i]!))
      for (const v of 'aeiou') out.add(name.slice(0, i) + v + name.slice(i + 1));
  }
  out.delete(name);
  return [...out];
}
