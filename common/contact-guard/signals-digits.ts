// Digits amounting to a number, however they are said (decision 052, 'Tuned on corpus G'): beside the sender's own
// number or a word to call ('il mio cell', 'márcame', 'המספר שלי'), 8 to 15 digits anywhere in the message count as
// one, whatever words or signs lie between; digits counted out ('2 sevens, 2 zeros, a 9'), letters for digits with
// their key ('A=0, B=1'), Roman numerals with O for zero, and single digits with small words between them ('0 7 7
// 0 0 then 9 0 0 and 6 1 2') count without a word. Counting ('5 6 7 8, 1 2 3 4'), sums ('three fives are fifteen')
// and numbers a word names are kept.
import { maskEveryday } from './everyday';
import { maskKnownNumbers } from './known-numbers';
import { digitReading } from './phone';

const HEBREW: [RegExp, string][] = [
  ['אפס', '0'],
  ['אחת|אחד', '1'],
  ['שתיים|שתים|שניים|שנים', '2'],
  ['שלושה|שלוש', '3'],
  ['ארבעה|ארבע', '4'],
  ['חמישה|חמש', '5'],
  ['שישה|שש', '6'],
  ['שבעה|שבע', '7'],
  ['שמונה', '8'],
  ['תשעה|תשע', '9'],
].map(([words, digit]) => [new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'gu'), ` ${digit} `]);
/** 'Double', 'doppio', 'doble' before a digit: the digit twice. */
const DOUBLE = /(?<![\p{L}])(?:double|doble|doppio|doppel|dubbel|duplo|dupla|podwojne|podwojna|cift)\s+(\d)(?!\d)/gu;
/** The sender's own number, or a word to call them, in many languages. */
const OWN_NUMBER =
  /(?<![\p{L}])(?:(?:my|mi|mio|il\s+mio|mon|ma|mein(?:e)?|meu|moj|benim|mijn)\s+(?:cell|cel|cellulare|celular|mobile|mobil|movil|phone|ligne|linea|number|numero|num|nummer|numer|numara|digits|tel|telefono|telefone|handy|portable|no)(?=\s*(?:[:=,–—-]|\d|(?:is|es|est|ist|e|eh|é|è|to|jest|sono|son|sind|are|r|c'est)(?![\p{L}])|$))|(?:^|\n)\s*(?:number|num|no|numero|nummer|tel|cell)\s*[:=])(?![\p{L}])|המספר|מספר\s+הטלפון|رقمي/u;
/** A word to call the sender: with it, numbers in a list or a row stay everyday ('my marks: 56, 72, 81 — text me'). */
const CALL_ME =
  /(?<![\p{L}])(?:marcame|llamame|call\s+me|ring\s+me|text\s+me|chiamami|appelle-?moi|ruf\s+mich|zadzwon|liga\s+pra\s+mim|ara\s+beni)(?![\p{L}])/u;
const DIGIT_WORD = 'zero|oh|one|two|three|four|five|six|seven|eight|nine|\\d';
const COUNTED = new RegExp(
  `(?<![\\p{L}])(${DIGIT_WORD}|a|an)\\s+(?:more\\s+)?(?:zeros|zeroes|ohs|ones|twos|threes|fours|fives|sixes|sevens|eights|nines|\\d's|\\ds)(?![\\p{L}])`,
  'gu',
);
const COUNT: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
/** A sum or a rule, not a number: 'three fives are fifteen', 'two twos make four'. */
const SUM = /(?<![\p{L}])(?:are|make|makes|equals?|is|times|plus|minus|add\s+up)(?![\p{L}])|=/u;
/** Letters for digits with their key: 'A=0, B=1'. */
const KEY = /(?<![\p{L}])[a-z]\s*=\s*\d(?!\d)/gu;
const LETTERS = /(?<![\p{L}])\p{Lu}(?:[\s,.-]+\p{Lu}(?![\p{L}])){6,}/u;
const ROMAN_DIGIT = '(?:o|i|ii|iii|iv|v|vi|vii|viii|ix)';
const ROMAN = new RegExp(`(?<![\\p{L}])${ROMAN_DIGIT}(?:[\\s.·-]+${ROMAN_DIGIT}){6,}(?![\\p{L}])`, 'u');
/** Small words between single digits: 'then', 'and', 'so', 'next'. */
const BETWEEN = new Set('then and so next after that ok its it is at the end plus + , . - then:'.split(' '));

/** A piece only the reader knows or works out: 'my age times 7', 'my birthday', 'the code I gave you', '3 squared'. */
const UNKNOWN =
  /(?<![\p{L}])(?:my\s+(?:age|birthday|birth\s+year|house\s+number|door\s+number|locker\s+code|lucky\s+number|year\s+group)|the\s+code\s+i\s+gave\s+you|the\s+year\s+(?:of|when|the|my)|the\s+answer\s+to|squared|cubed|times|doubled|twice|backwards)(?![\p{L}])/gu;
/** Pieces in order: 'then', 'the rest', 'followed by', 'starts', '+'. */
const IN_ORDER =
  /(?<![\p{L}])(?:then|the\s+rest|followed\s+by|starts(?:\s+with)?|first\s+(?:part|bit|\d+\s+digits)|after\s+that|and\s+then)(?![\p{L}])|\s\+\s/u;
/** A result given: a sum worked out, not a number built ('3 squared is 9'). */
const RESULT =
  /(?:squared|cubed|times\s+\d+|doubled|twice|\d|landing|born|x)\s*(?:is|are|was|equals?|makes?|gives|=)\s*(?:\d|zero)/u;

/** A number built from pieces, some of them riddles: at least one dialled start or enough digits around them. */
function riddle(folded: string): string | null {
  const unknown = [...folded.matchAll(UNKNOWN)];
  if (unknown.length === 0 || !IN_ORDER.test(folded) || RESULT.test(folded)) return null;
  const groups = folded.match(/(?<!\d)\d{3,}(?!\d)/g) ?? [];
  const digits = groups.join('').length;
  const dialled = groups.some((g) => g.startsWith('0'));
  return dialled || digits >= 6 || (unknown.length >= 2 && digits >= 3) ? unknown[0]![0] : null;
}

/** How often one digit does not follow the one before it by one ('5678 1234' breaks once). */
const breaks = (digits: number[]) => digits.slice(1).filter((d, i) => d !== digits[i]! + 1).length;

/** Single digits with only small words between them, at least 9, that do not count up. */
function singles(reading: string): string | null {
  let run: number[] = [];
  let best: number[] = [];
  for (const token of reading.split(/\s+/)) {
    if (/^\d$/.test(token)) run.push(Number(token));
    else if (!BETWEEN.has(token.replace(/[,.!?:]+$/, ''))) run = [];
    if (run.length > best.length) best = [...run];
  }
  // A sudoku row holds each of 1 to 9 once.
  const sudoku = best.length === 9 && new Set(best).size === 9 && !best.includes(0);
  return best.length >= 9 && breaks(best) > 1 && !sudoku ? best.join('') : null;
}

/** Digits that amount to a number, or null. */
export function findDigitSignal(folded: string, raw: string, cased: string): string | null {
  const hebrew = HEBREW.reduce((s, [re, d]) => s.replace(re, d), raw);
  const text = (hebrew === raw ? folded : hebrew).replace(DOUBLE, '$1 $1');
  const reading = digitReading(text);
  const own = OWN_NUMBER.exec(reading) ?? CALL_ME.exec(text);
  if (own) {
    // Beside one's own number a list is no list ('06, 12, 34, 56, 78'); times, dates and prices are still set aside.
    const digits = maskKnownNumbers(maskEveryday(reading, !OWN_NUMBER.test(reading), text), ' ').replace(/\D/g, '');
    if (digits.length >= 7 && digits.length <= 15) return `${own[0]} … ${digits}`;
  }
  const counted = [...folded.matchAll(COUNTED)];
  if (counted.length >= 2 && !SUM.test(folded)) {
    const rest = digitReading(folded.replace(COUNTED, ' ')).replace(/\D/g, '').length;
    const total = counted.reduce((n, m) => n + (COUNT[m[1]!] ?? (Number(m[1]) || 1)), 0) + rest;
    if (total >= 7) return counted.map((m) => m[0]).join(', ');
  }
  if ([...folded.matchAll(KEY)].length >= 2 && LETTERS.test(cased)) return LETTERS.exec(cased)![0];
  const roman = ROMAN.exec(folded);
  if (roman && /o|-/.test(roman[0])) return roman[0];
  return riddle(folded) ?? singles(reading);
}
