// A contact detail split over several messages ('077' + '009' + '00123', 'my snap is' + 'sam' + 'smith10'): the
// new message is read together with the same sender's earlier ones, and refused when it is what completes one.
// An earlier message alone never makes an ordinary new one refused: the earlier ones are read without it too,
// and what they already held is not held against it.
import { type ContactFinding, inspect } from './inspect';

/** How many earlier messages are read with a new one, at most. */
export const EARLIER_READ = 5;

/**
 * Messages joined as one text: with a space, or with nothing where a word or link was cut ('wh' + 'ats'), or a
 * label and then a name glued ('my snap is' + 'lea' + '.d07'). Only single words are glued: 'Message 1' +
 * 'Message 3' are two sentences, not the pieces of one word.
 */
const singleWords = (parts: readonly string[]) => !parts.some((part) => /\s/.test(part.trim()));
/** Digits in any form, Chinese numerals too: two numbers in a row are never glued into one ('三' + '四'). */
const NUMERAL_END = /[\p{N}〇零一二三四五六七八九十百千]$/u;
const NUMERAL_START = /^[\p{N}〇零一二三四五六七八九十百千]/u;
const glue = (parts: readonly string[]) =>
  parts.reduce(
    (all, part) =>
      NUMERAL_END.test(all) && NUMERAL_START.test(part.trim()) ? `${all} ${part}` : `${all}${part.trim()}`,
    '',
  );
const joinings: ((parts: readonly string[]) => string | null)[] = [
  (parts) => parts.join(' '),
  (parts) => (singleWords(parts.slice(0, -1)) ? glue(parts) : null),
  // A label, then a name in pieces ('mon snap c'est' + 'lea' + '.d07').
  (parts) => (parts.length >= 3 && singleWords(parts.slice(1)) ? `${parts[0]!.trim()} ${glue(parts.slice(1))}` : null),
];

/** Whether the earlier messages, read with the text, make its number an everyday one. */
const named = (text: string, recent: readonly string[]) =>
  recent.some((_, i) => inspect([...recent.slice(i), text].join(' ')) === null);

/**
 * A word sent a letter or two at a time after a label ('my insta' + 'k' + 'i' + 'r' + 'a'), read as the label and
 * the word it spells.
 */
function spelledOut(text: string, recent: readonly string[]): ContactFinding | null {
  const pieces = [...recent, text].map((p) => p.trim());
  let k = 0;
  while (k < pieces.length && /^\S{1,2}$/u.test(pieces[pieces.length - 1 - k]!)) k++;
  const label = pieces[pieces.length - 1 - k];
  if (k < 3 || label === undefined || inspect(label)) return null;
  return inspect(`${label}: ${pieces.slice(-k).join('')}`);
}

/**
 * A number sent a digit at a time: this message and the 5 before it are one digit each, and they do not count up or
 * down ('3' + '2' + '1' is a countdown). Six digits are all the run shows, so the shape is the signal.
 */
function digitByDigit(text: string, recent: readonly string[]): ContactFinding | null {
  const pieces = [...recent, text].map((p) => p.trim());
  if (pieces.length <= EARLIER_READ || !pieces.every((p) => /^\d$/.test(p))) return null;
  const values = pieces.map(Number);
  const steps = new Set(values.slice(1).map((d, i) => d - values[i]!));
  return steps.size > 1 ? { kind: 'phone', match: pieces.join(' ') } : null;
}

/** The contact detail the text holds alone, or completes together with the earlier messages, or null. */
export function findInRun(text: string, earlier: readonly string[] = []): ContactFinding | null {
  const alone = inspect(text);
  const recent = earlier.slice(-EARLIER_READ);
  // A number the earlier messages name ('my order number is' + '112-4837261') is read with them: kept.
  if (alone?.kind === 'phone' && recent.length > 0 && named(text, recent)) return null;
  if (alone) return alone;
  const spelled = spelledOut(text, recent) ?? digitByDigit(text, recent);
  if (spelled) return spelled;
  for (let k = 1; k <= recent.length; k++) {
    const before = recent.slice(-k);
    for (const join of joinings) {
      const joined = join([...before, text]);
      const found = joined === null ? null : inspect(joined);
      // A number whose pieces a message before them names is kept ('the ISBN is 978' + '0' + '14' + '118776').
      const longer = recent.slice(0, -k);
      if (
        found &&
        !inspect(join(before) ?? '') &&
        !(found.kind === 'phone' && named([...before, text].join(' '), longer))
      )
        return found;
    }
  }
  return null;
}
