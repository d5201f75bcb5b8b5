// One message read by every recogniser, in the order of how sure each is.
import { findAddressDetail } from './addresses';
import { decodings } from './codes';
import { findDirections } from './directions';
import { APP_EMOJI, findDisguisedApp } from './app-names';
import { findApp } from './apps';
import { findAsk } from './asks';
import { findHandle } from './handles';
import { findAddress, findProviderAddress, joinSpacedOut, spokenAddress, spokenDots } from './links';
import { fold, foldCased, joinSpelledLetters, unleet } from './normalise';
import { findOtherScriptApp } from './other-scripts';
import { dialVanity, findPhone } from './phone';
import { findPhrase } from './phrases';
import { findPointer } from './pointers';
import { findLeetAddress, findPlatformSignal } from './signals';
import { findPlaceSignal } from './signals-places';
import { findDigitSignal } from './signals-digits';
import { findElsewhereSignal } from './signals-elsewhere';
import { readScriptNumerals } from './script-numerals';
import { findWhereabouts } from './whereabouts';

export type ContactKind = 'phone' | 'email' | 'link' | 'handle' | 'app' | 'address' | 'phrase';
export interface ContactFinding {
  kind: ContactKind;
  /** The part of the text, as the guard read it, that is a contact detail. */
  match: string;
}

/** A link written with spaces in it ('h t t p s : / / t . m e / x'): read with every space removed. */
const SPACED_SCHEME = /h\s*t\s*t\s*p\s*s?\s*:\s*\/\s*\/|w\s*w\s*w\s*\./;

/** Upside-down letters and the letters they are ('ǝɯ ppɐ' is 'add me' turned over). */
const FLIPPED: Record<string, string> = {
  ɐ: 'a',
  q: 'b',
  ɔ: 'c',
  p: 'd',
  ǝ: 'e',
  ɟ: 'f',
  ƃ: 'g',
  ɥ: 'h',
  ᴉ: 'i',
  ɾ: 'j',
  ʞ: 'k',
  ɯ: 'm',
  u: 'n',
  d: 'p',
  ɹ: 'r',
  ʇ: 't',
  n: 'u',
  ʌ: 'v',
  ʍ: 'w',
  ʎ: 'y',
  b: 'q',
};
const UPSIDE_DOWN = /[ɐɔǝɟƃɥᴉɾʞɯɹʇʌʍʎ]/u;

/** The text read backwards, and turned the right way up when it was written upside down. */
function backwards(text: string): string {
  const chars = [...text].reverse();
  return (UPSIDE_DOWN.test(text) ? chars.map((c) => FLIPPED[c] ?? c) : chars).join('');
}

/**
 * The first contact detail in one text, also read backwards ('moc.liamg@01htimsmas') and with what it says in a code
 * anyone can undo ('MDc3MDA5MDAxMjM=', rot13), or null.
 */
export function inspect(text: string): ContactFinding | null {
  const found = read(text, true) ?? read(backwards(text), false);
  if (found) return found;
  for (const decoded of decodings(text)) {
    const inside = read(decoded, true);
    if (inside) return inside;
  }
  return null;
}

/**
 * A phrase that is a translation ("'Ik bel je morgen' = I'll call you tomorrow") or said as what nobody can do
 * ('so they can't find me'): no ask.
 */
function glossed(plain: string, phrase: string): boolean {
  const at = plain.indexOf(phrase);
  if (at < 0) return false;
  return /(?:['"’]\s*(?:=|means|meaning)|(?:can'?t|cannot|won'?t|couldn'?t|never)(?:\s+\p{L}+)?)\s*$/u.test(
    plain.slice(Math.max(0, at - 40), at),
  );
}

function read(text: string, forwards: boolean): ContactFinding | null {
  const cased = foldCased(text);
  const folded = cased.toLowerCase();
  const joined = joinSpelledLetters(joinSpacedOut(APP_EMOJI.reduce((s, [re, name]) => s.replace(re, name), folded)));
  const spoken = spokenAddress(joined);
  const address =
    findAddress(spoken, forwards) ??
    (SPACED_SCHEME.test(spoken) ? findAddress(spoken.replace(/\s+/g, ''), forwards) : null);
  if (address) return address;
  const mailbox = findProviderAddress(spoken);
  if (mailbox) return { kind: 'email', match: mailbox };
  const raw = text.normalize('NFKC').toLowerCase();
  const numerals = forwards ? dialVanity(readScriptNumerals(text)) : text;
  const phone = forwards ? findPhone(numerals === text ? folded : fold(numerals)) : null;
  if (phone) return { kind: 'phone', match: phone };
  const place = forwards ? (findAddressDetail(cased, raw) ?? findDirections(cased)) : null;
  if (place) return { kind: 'address', match: place };
  const handle = findHandle(joined) ?? (forwards ? findPointer(cased, folded, raw) : null);
  if (handle) return { kind: 'handle', match: handle };
  const plain = unleet(joined);
  // An account name with its dot said in words ('insta rosa punto m') is read with the dot.
  const dotted = spokenDots(joined);
  const app = findApp(dotted === joined ? plain : unleet(dotted), dotted);
  if (app) return app;
  // Emoji standing for an app are not a disguise of its name ('happy halloween 👻').
  const disguised = forwards ? findDisguisedApp(unleet(joinSpelledLetters(folded)), text) : null;
  if (disguised) return { kind: 'app', match: disguised };
  const other = forwards ? findOtherScriptApp(text) : null;
  if (other) return { kind: 'app', match: other };
  const phrase =
    findPhrase(plain, joined) ?? (forwards ? (findAsk(folded, raw) ?? findWhereabouts(folded, raw)) : null);
  if (phrase && !glossed(plain, phrase)) return { kind: 'phrase', match: phrase };
  if (!forwards) return null;
  const leet = findLeetAddress(joined);
  if (leet) return { kind: 'email', match: leet };
  const digits = findDigitSignal(folded, raw, cased);
  if (digits) return { kind: 'phone', match: digits };
  const signal = findPlatformSignal(cased, plain, joined);
  if (signal) return { kind: 'handle', match: signal };
  const found = findPlaceSignal(cased, folded, raw);
  if (found) return { kind: 'address', match: found };
  const elsewhere = findElsewhereSignal(folded, raw);
  return elsewhere ? { kind: 'phrase', match: elsewhere } : null;
}
