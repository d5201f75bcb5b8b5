// Everyday numbers that are not phone numbers, set aside before digits are read as one: times, dates, prices,
// counts with thousands separators, decimals, percentages, ISBNs, and numbers a word names ('order 4839201',
// 'page 245', 'line 1234567', 'team 254', 'room 304', 'flight BA 2490'). Each becomes a word, so the digits on
// either side of it are not joined into one number. Helplines and the digits of famous constants are set aside too
// (known-numbers.ts).
import { maskKnownNumbers } from './known-numbers';

const KEPT = ' kept ';

/** Words that name the number after them ('order #4839201', 'chapter 11', 'ISBN 0-306-40615-2'). */
export const NAMING_WORDS = [
  'order',
  'orders',
  'ref',
  'reference',
  'invoice',
  'receipt',
  'tracking',
  'parcel',
  'package',
  'ticket',
  'tickets',
  'booking',
  'reservation',
  'confirmation',
  'case',
  'serial',
  'model',
  'part',
  'item',
  'sku',
  'product',
  'isbn',
  'issn',
  'doi',
  'line',
  'lines',
  'page',
  'pages',
  'pg',
  'pp',
  'p',
  'chapter',
  'chapters',
  'ch',
  'verse',
  'verses',
  'section',
  'sections',
  'paragraph',
  'exercise',
  'exercises',
  'ex',
  'question',
  'questions',
  'q',
  'problem',
  'problems',
  'task',
  'tasks',
  'unit',
  'units',
  'lesson',
  'lessons',
  'quiz',
  'test',
  'tests',
  'team',
  'teams',
  'room',
  'rooms',
  'flight',
  'train',
  'bus',
  'buses',
  'route',
  'platform',
  'gate',
  'seat',
  'row',
  'version',
  'v',
  'build',
  'release',
  'zip',
  'postcode',
  'postal',
  'student',
  'roll',
  'badge',
  'jersey',
  'shirt',
  'player',
  'level',
  'lvl',
  'class',
  'grade',
  'grades',
  'score',
  'scores',
  'scored',
  'marks',
  'points',
  'pts',
  'step',
  'steps',
  'article',
  'rule',
  'rules',
  'bill',
  'rank',
  'ranked',
  'episode',
  'episodes',
  'season',
  'seasons',
  'ep',
  'vol',
  'volume',
  'volumes',
  'figure',
  'fig',
  'table',
  'slide',
  'slides',
  'psalm',
  'psalms',
  'number',
  'numbers',
  'no',
  'pedido',
  'pagina',
  'paginas',
  'capitulo',
  'linea',
  'lineas',
  'commande',
  'chapitre',
  'ligne',
  'lignes',
  'seite',
  'seiten',
  'kapitel',
  'zeile',
  'zeilen',
  'bestellung',
  'aufgabe',
  'nr',
];
// 'number' and 'no' name a number only after another naming word ('order number', 'page no.'): see NAMED.
// 'my line' is a phone line: 'line' names a number only when it is not someone's.
// 'the first part is 07700' gives a piece of a number: 'part' names one only when no piece word is before it.
const NAMING = NAMING_WORDS.filter((w) => !['number', 'numbers', 'no', 'nr', 'line', 'part'].includes(w))
  .concat(['(?<!my\\s)line', '(?<!(?:first|second|third|last|final|next|other|middle)\\s)part'])
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUMBER_RUN = String.raw`\d(?:[^\p{L}\p{N}\n]{0,3}\d)*`;
const NAMED = new RegExp(
  String.raw`(?<![\p{L}])(?:${NAMING})(?![\p{L}])(?:\s*(?:number|numbers|no\.?|nr\.?|num|n°|#|id))?(?:\s+(?:is|was|are|were))?[\s#:.°]*(?:(?!(?:na|is|was|at|on|in|of|to|no|my|be|me)\b)[a-z]{1,3}[\s-]?)?${NUMBER_RUN}`,
  'gu',
);

const TIME =
  /(?<![\d.:])\d{1,2}(?:[:h]\d{2}(?::\d{2})?(?:\s*(?:am|pm|a\.m\.?|p\.m\.?))?|(?:[.:]\d{2})?\s*(?:am|pm|a\.m\.?|p\.m\.?|uhr|o'?clock)(?![\p{L}]))/gu;
const DATE =
  /(?<![\d./-])(?:(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})|((?:19|20)\d\d)([/.-])(\d{1,2})\6(\d{1,2}))(?![\d]|[./-]\d)/g;
const MONEY =
  /[$€£¥₹]\s*\d[\d,.' ]*\d|[$€£¥₹]\s*\d|\d[\d,.']*\s*(?:[$€£¥₹]|usd|eur|gbp|dollars?|bucks|euros?|pounds?|quid|pesos?|rupees?|rs|k|m|bn)(?![\p{L}])/gu;
const THOUSANDS = /(?<![\d.,]|\d[\s()-]{1,3})\d{1,3}([,.'])\d{3}(?:\1\d{3})*(?:(?!\1)[.,]\d{1,2})?(?![\d]|[.,']\d)/g;
const SPACED_THOUSANDS = /(?<![\d])\d{1,3}(?: \d{3})* 000(?![\d]| \d)/g;
const DECIMAL = /(?<![\d.,]|\d[\s()-]{1,3})(?:\d+[.,]\d{1,2}|\d{1,3}\.\d{3,})(?![\d]|[.,]\d)/g;
/** A sum or an equation: '12345679 × 9 = 111111111', '2^20 = 1048576'. */
const EQUATION = /[\d.]+!?(?:\s*[×x*÷/^+-]\s*[\d.]+!?)*\s*=\s*-?[\d.]+!?(?:\s*[×x*÷/^+-]\s*[\d.]+!?)*/g;
/**
 * An IPv4 address of a private network, the machine itself or documentation ('192.168.1.1', '10.0.0.2', '127.0.0.1'),
 * with no port: nobody outside can reach it. A public address is a server to join, like a link.
 */
const IPV4 =
  /(?<![\d.])(?:192\.168|10\.\d{1,3}|172\.(?:1[6-9]|2\d|3[01])|127\.\d{1,3}|169\.254|192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}\.\d{1,3}(?![\d:]|\.\d)/g;
/**
 * Scores of sets or games ('won 21-15, 18-21, 21-19', '3-1, 2-2'): two or more pairs of numbers of one to three
 * digits with no leading 0, between commas, line breaks or 'and'.
 */
const SCORE = String.raw`(?:0|[1-9]\d{0,2})\s?[-–:]\s?(?:0|[1-9]\d{0,2})`;
const SCORES = new RegExp(
  String.raw`(?<![\d:.-])${SCORE}(?:\s*(?:[,;/]|\n|and|then|&)\s*${SCORE}){1,6}(?![\d:.-]|\s?[-–:]\s?\d)`,
  'g',
);
/** Scores between spaces alone ('21-15 19-21 21-18', messages of a run joined) in a message about a game. */
const SCORES_SPACED = new RegExp(String.raw`(?<![\d:.-])${SCORE}(?:\s+${SCORE}){1,6}(?![\d:.-]|\s?[-–:]\s?\d)`, 'g');
const GAME_WORDS =
  /(?<![\p{L}])(?:scores?|scored|won|win|wins|lost|lose|beat|draw|drew|sets?|games?|match(?:es)?|final|rematch|round|innings|halftime|tournament|league|marcador|gagne|perdu|gewonnen|verloren|vinto|perso|wygrali|kazandik)(?![\p{L}])/u;
/** Marks out of a total ('9/10', '17/20', '45/50', '88/100'): at most the total. */
const MARKS = /(?<![\d/.])(\d{1,3})\s*\/\s*(10|20|25|30|40|50|60|80|100)(?![\d/.])/g;
/** A postal item's code (UPU S10: 'AB123456789GB') and codes of letters, then digits, then letters. */
const LETTER_CODE = /(?<![\p{L}\p{N}])[a-z]{2}\d{9}[a-z]{2}(?![\p{L}\p{N}])/gu;
/** An ISBN-10 written in its four groups ('0-19-953556-7') in a message that names ISBNs, its check digit aside. */
const ISBN10_GROUPS = /(?<![\d-])\d{1,5}-\d{1,7}-\d{1,7}-[\dx](?![\d-])/g;
const PERCENT = /\d+(?:[.,]\d+)?\s*%/g;
/** A code of letters and digits mixed ('1Z999AA10123456784', a parcel's tracking code): two letters among digits. */
const CODE = /(?<![\p{L}\p{N}])[a-z0-9]*\d[a-z0-9]*[a-z]{2}[a-z0-9]*\d[a-z0-9]*(?![\p{L}\p{N}])/gu;
const ISBN13 = /(?<!\d)97[89](?:[\s-]?\d){10}(?!\d)/g;
/** An ISBN-10 ('0-14-143951-3', '014143951X') in a message that names ISBNs: kept when its check digit holds. */
const ISBN10 = /(?<![\dx])\d(?:[\s-]?\d){8}[\s-]?[\dx](?![\dx])/g;
const isIsbn10 = (m: string) => {
  const d = m.replace(/[\s-]/g, '');
  const sum = [...d].reduce((s, c, i) => s + (10 - i) * (c === 'x' ? 10 : Number(c)), 0);
  return sum % 11 === 0;
};

const validDate = (a: number, b: number) => a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));

function isIsbn13(text: string): boolean {
  const d = text.replace(/\D/g, '');
  const sum = [...d].reduce((s, c, i) => s + Number(c) * (i % 2 ? 3 : 1), 0);
  return sum % 10 === 0;
}

/**
 * The digit reading with everyday numbers replaced by a word; `words` is the text before digits were read ('won' is
 * a game's word there, not 'one'); `named` false keeps the numbers a word names, codes and answers with no sum ('q3 = 0803, q4 = 123 ... put them together': pieces the text asks to be joined).
 */
export function maskEveryday(reading: string, named = true, words = reading): string {
  const known = maskKnownNumbers(reading, KEPT);
  return (named ? known.replace(NAMED, KEPT).replace(CODE, KEPT) : known)
    .replace(EQUATION, (m) => (named || /\d\s*[×x*÷/^+-]\s*\d/.test(m) ? KEPT : m))
    .replace(ISBN13, (m) => (isIsbn13(m) ? KEPT : m))
    .replace(ISBN10, (m) => (/isbn/.test(reading) && isIsbn10(m) ? KEPT : m))
    .replace(ISBN10_GROUPS, (m) => (/isbn/.test(reading) && m.replace(/-/g, '').length === 10 ? KEPT : m))
    .replace(IPV4, KEPT)
    .replace(LETTER_CODE, KEPT)
    .replace(MARKS, (m, got: string, total: string) => (Number(got) <= Number(total) && !/^0\d/.test(got) ? KEPT : m))
    .replace(SCORES, KEPT)
    .replace(SCORES_SPACED, (m) => (GAME_WORDS.test(words) ? KEPT : m))
    .replace(TIME, KEPT)
    .replace(DATE, (m, d1, _s, m1, _y, _y2, _s2, m2, d2) =>
      (d1 ? validDate(Number(d1), Number(m1)) : validDate(Number(d2), Number(m2))) ? KEPT : m,
    )
    .replace(MONEY, KEPT)
    .replace(PERCENT, KEPT)
    .replace(THOUSANDS, (m) => {
      const digits = m.replace(/[.,]\d{1,2}$/, '').replace(/\D/g, '');
      // A count ('10,000', '1.000.000'); a nine-digit '612.345.678' is more likely a number to call.
      return digits.length <= 7 || /000$/.test(digits) ? KEPT : m;
    })
    .replace(SPACED_THOUSANDS, KEPT)
    .replace(DECIMAL, KEPT);
}
