// Street addresses: a house number and a street in the ways languages write them ('14 Elm Road', '8 rue des Lilas',
// 'Calle Mayor 12', 'Hauptstraße 5', 'Jl. Sudirman No. 5'), built from the street words of street-words.ts, and a
// named street where the sender says they live or will meet ('I live on Elm Road', 'meet me at Church Lane'). Read
// on the folded text with its capitals kept: a weak street word ('close', 'way', 'via') needs a name with a capital.
// Kept: numbers a word names ('page 14', 'Room 12'), a town alone ('I live in Leeds'), and a famous address nobody
// lives at ('221B Baker Street' in a book chat) unless the sender gives it as theirs.
import { fold } from './normalise';
import { findPlace } from './places';
import { NAMING_WORDS } from './everyday';
import {
  CLAIMS,
  CONNECTORS,
  FLAT,
  LIVE,
  NOT_A_NAME,
  PRESENCE,
  STREET_WORDS,
  UNITS,
  type StreetWords,
} from './street-words';

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const NUMBER = '\\d{1,5}[a-z]?(?:\\s?[-/]\\s?\\d{1,4}[a-z]?)?';
/** 'No. 5', 'Nr. 5', 'nº 5', '# 5', 'số 12' before a house number. */
const NUMBER_LABEL = '(?:(?:no|nr|n[°º]|num|numero|number|nummer|dom|d|so)\\.?\\s*:?\\s*|#\\s*)?';
/** A word of a street's name: letters, or an ordinal ('W 34th St'). */
const NAME_WORD = "(?:[\\p{L}][\\p{L}'.-]*|\\d{1,3}(?:st|nd|rd|th))";

const CLAIM_WORDS = Object.values(CLAIMS).flat().join('|');
const CLAIM = new RegExp(`(?<![\\p{L}])(?:${CLAIM_WORDS}|${PRESENCE.join('|')})(?![\\p{L}])`, 'u');
/** Right before a named street without a number: 'I live on', 'meet me at', 'vivo en la', 'wohne in der'. */
const CLAIM_BEFORE = new RegExp(`(?<![\\p{L}])(?:${CLAIM_WORDS})(?:\\s+[\\p{L}\\p{N}']{1,8}){0,4}\\s*:?\\s*$`, 'u');
/** Living somewhere, then a name and a house number: 'mieszkam na Mickiewicza 7', 'I live on Park 12'. */
const LIVE_AT = new RegExp(
  `(?<![\\p{L}])(?:${LIVE})\\s+(?:\\p{Ll}{1,4}\\s+){0,2}\\p{Lu}\\p{L}+(?:\\s+\\p{Lu}\\p{L}+){0,2}\\s+\\d{1,4}[a-z]?(?![\\p{L}\\p{N}])`,
  'u',
);
/** A name, a house number and a flat: 'Nevsky 28, kv 5', 'Mickiewicza 7 m. 2'. */
const NAME_NUMBER_FLAT = new RegExp(
  `(?<![\\p{L}])\\p{Lu}\\p{L}+(?:\\s+\\p{Lu}\\p{L}+){0,2}\\s+\\d{1,4}[a-z]?(?!\\d)\\s*,?\\s*(?:${FLAT})`,
  'u',
);

/** Famous addresses nobody lives at: kept when nobody claims them. */
const FAMOUS = new Set(
  [
    '221b baker street',
    '221b baker st',
    '742 evergreen terrace',
    '4 privet drive',
    '12 grimmauld place',
    '10 downing street',
    '1600 pennsylvania avenue',
    '21 jump street',
    '124 conch street',
    '31 spooner street',
    '62 west wallaby street',
    '32 windsor gardens',
    '17 cherry tree lane',
    '1313 mockingbird lane',
    '42 wallaby way',
    '177a bleecker street',
    '20 ingram street',
    '1407 graymalkin lane',
    '90 bedford street',
    '112 ocean avenue',
  ].map((a) => a.replace(/\s+/g, ' ')),
);

const alternation = (words: string[]) =>
  words
    .map((w) => fold(w).replace(/\./g, '\\.'))
    .sort((a, b) => b.length - a.length)
    .join('|');

interface Form {
  re: RegExp;
  row: StreetWords;
  weak: Set<string>;
}

/** One regular expression for each row of street words, with the groups num, name and type. */
function formOf(row: StreetWords): Form {
  const types = alternation([...row.strong, ...(row.weak ?? [])]);
  const num = `(?<num>${NUMBER})`;
  const source =
    row.at === 'compound'
      ? `${B}(?<name>\\p{L}{3,}?)(?<type>${types})\\.?\\s*,?\\s*${NUMBER_LABEL}${num}${E}`
      : row.at === 'suffix' && row.number === 'before'
        ? `${B}${num}\\s*,?\\s+(?<name>(?:${NAME_WORD}\\s+){1,3})(?<type>${types})\\.?${E}`
        : row.at === 'suffix'
          ? `${B}(?<name>(?:${NAME_WORD}\\s+){1,3})(?<type>${types})\\.?\\s*,?\\s*${NUMBER_LABEL}${num}${E}`
          : row.number === 'before'
            ? `${B}${num}(?:\\s*(?:bis|ter))?\\s*,?\\s+(?<type>${types})\\.?\\s+(?<name>${NAME_WORD}(?:\\s+${NAME_WORD}){0,3})`
            : `${B}(?<type>${types})\\.?\\s+(?<name>(?:\\d{1,2}\\s+de\\s+)?(?:${NAME_WORD}\\s+){0,3}${NAME_WORD})\\s*,?\\s*${NUMBER_LABEL}${num}${E}`;
  return { re: new RegExp(source, 'giu'), row, weak: new Set((row.weak ?? []).map((w) => fold(w))) };
}
const FORMS = STREET_WORDS.map(formOf);

const UNIT_AFTER = new RegExp(`^\\s*(?:${UNITS})(?![\\p{L}])`, 'iu');
/** What may follow an address: nothing, a sign, a capital (a town), a digit (a postcode), a flat. */
const ADDRESS_TAIL = new RegExp(`^(?:\\s*$|\\s*[,.;:!?)\\]\\n–—-]|\\s+\\p{Lu}|\\s+\\d|\\s+(?:${FLAT}))`, 'u');
const capital = (word: string) => /^[\p{Lu}\d]/u.test(word);
const FLAT_RE = new RegExp(FLAT, 'iu');
/** A place's name and number that are not an address: a word that names a number ('Room 101, floor 3', 'Year 9'). */
const NAMING = new Set(NAMING_WORDS.concat('year', 'day', 'week', 'block', 'floor', 'level', 'group', 'form'));
const named = (m: RegExpExecArray | null) =>
  m && !NAMING.has(/\p{Lu}\p{L}+(?=\s+\d)/u.exec(m[0])?.[0].toLowerCase() ?? '') ? m[0] : null;

/** The words of a street's name that name it ('Rua das Flores': 'Flores'), or null when one cannot be a name. */
function nameWords(name: string, form: Form): string[] | null {
  let words = name.trim().split(/\s+/u);
  // Before a street word after the name, only the words nearest it ('ich wohne in der Berliner Straße 12').
  if (form.row.at === 'suffix' && form.row.number === 'after') {
    const start = words.findLastIndex((w) => NOT_A_NAME.has(w.toLowerCase()) || CONNECTORS.has(w.toLowerCase()));
    words = words.slice(start + 1);
  }
  if (form.row.at === 'suffix' && words.some((w) => NOT_A_NAME.has(w.toLowerCase()))) return null;
  const named = words.filter((w) => !CONNECTORS.has(w.toLowerCase()) && !NOT_A_NAME.has(w.toLowerCase()));
  return named.length > 0 ? named : null;
}

/** Whether one match of a street form is an address, given whether the message claims a place. */
function isAddress(m: RegExpMatchArray, form: Form, text: string, claim: boolean): boolean {
  const { name = '', type = '' } = m.groups!;
  const words = nameWords(name, form);
  if (!words) return false;
  const weak = form.weak.has(type.toLowerCase());
  // A weak street word needs a name written with capitals ('Willow Close', 'Via Roma'; not 'close friends').
  if (weak && !words.every(capital)) return false;
  const tail = text.slice(m.index! + m[0].length);
  if (form.row.number === 'after' && UNIT_AFTER.test(tail)) return false;
  if (claim) return true;
  if (!(form.row.number === 'after' && !weak) && !ADDRESS_TAIL.test(tail)) return false;
  // Without a claim, a public place's address is information ('the museum is at 1000 Fifth Avenue'): an address
  // is refused with a flat or a postcode beside it, or alone ('27 Church Lane, Leeds').
  const others = text.replace(m[0], ' ').match(/\p{L}{2,}/gu)?.length ?? 0;
  return others <= 3 || FLAT_RE.test(text) || findPlace(tail, '', true) !== null;
}

/**
 * The first address in the text, or null: a street address or a place (places.ts) in the folded text with its
 * capitals kept, or an address form of another script in `raw` (NFKC, lower case).
 */
export function findAddressDetail(cased: string, raw: string): string | null {
  const claim = CLAIM.test(cased.toLowerCase());
  const famous: string[] = [];
  const street =
    findStreetAddress(cased, claim, famous) ?? named(LIVE_AT.exec(cased)) ?? named(NAME_NUMBER_FLAT.exec(cased));
  if (street) return street;
  // A famous address's town and postcode go with it ('221B Baker Street, London NW1 6XE').
  const rest = famous.reduce((text, clause) => text.replace(clause, ' '), cased);
  return findPlace(rest, raw, claim || FLAT_RE.test(cased));
}

function findStreetAddress(cased: string, claim: boolean, famous: string[]): string | null {
  for (const form of FORMS) {
    for (const m of cased.matchAll(form.re)) {
      if (!isAddress(m, form, cased, claim)) continue;
      const key = m[0].toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ');
      if (!claim && FAMOUS.has(key)) {
        famous.push(cased.slice(m.index).split(/[.!?\n]/u)[0]!);
        continue;
      }
      return m[0].trim();
    }
  }
  return claim ? findClaimedStreet(cased) : null;
}

/** A word in either case: 'Road', 'road' and 'ROAD'. */
const eitherCase = (words: string) => words.replace(/\p{Ll}/gu, (c) => `[${c}${c.toUpperCase()}]`);

/** Named streets without a number: 'Elm Road', 'Calle Mayor', 'Kerkstraat'; the name written with a capital. */
const NAMED_STREETS = STREET_WORDS.map((row) => {
  const types = eitherCase(alternation(row.strong));
  return new RegExp(
    row.at === 'compound'
      ? `${B}\\p{Lu}\\p{L}{2,}?(?:${types})${E}`
      : row.at === 'suffix'
        ? `${B}(?:\\p{Lu}\\p{L}+\\s+){1,2}(?:${types})\\.?${E}`
        : `${B}(?:${types})\\.?\\s+(?:\\p{Ll}{1,4}\\s+){0,2}\\p{Lu}\\p{L}+`,
    'gu',
  );
});

/** A house number before the street: 'number 42 on Pine Street', 'no. 7, Elm Road'. */
const HOUSE_NUMBER_BEFORE =
  /(?<![\p{L}])(?:number|no\.?|nr\.?|n[°º]|#)\s*\d{1,4}[a-z]?\s*,?\s*(?:on|in|at)?\s*(?:the\s+)?$/u;

/** A named street right after a claim to the place: 'I live on Elm Road', 'meet me at Church Lane'. */
function findClaimedStreet(cased: string): string | null {
  for (const re of NAMED_STREETS) {
    for (const m of cased.matchAll(re)) {
      const before = cased.slice(Math.max(0, m.index! - 40), m.index).toLowerCase();
      if (CLAIM_BEFORE.test(before) || HOUSE_NUMBER_BEFORE.test(before)) return m[0];
    }
  }
  return null;
}
