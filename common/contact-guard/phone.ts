// Phone numbers: digits in any disguise (spelled out, split by any separator or a lone letter, across lines),
// judged as a whole once the everyday numbers around them (times, dates, prices, counts, lists, numbers a word
// names: 'order', 'page', 'ISBN') are set aside. libphonenumber-js judges numbers in international form.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { maskEveryday } from './everyday';
import { maskKnownNumbers } from './known-numbers';
import { spellDigits } from './number-words';
import { isCharacterCodes, isList } from './sequences';

/** Letters standing for digits inside a run of digits: 'o7700 9OO', 'l5l'. */
const LETTER_DIGITS = /(?<![\p{L}])[0-9oil|]*[0-9][0-9oil|]*(?![\p{L}])/gu;
const LETTER_DIGIT: Record<string, string> = { o: '0', i: '1', l: '1', '|': '1' };

/** Between two digits of one number: up to four signs or spaces, or a lone letter among them ('5x5', '5 - 5'). */
const SEP = String.raw`(?:[^\p{L}\p{N}]{0,4}|[^\p{L}\p{N}]{0,3}\p{L}[^\p{L}\p{N}]{0,3})`;
const RUN = new RegExp(String.raw`(?:\+|(?<!\d)00)?\d(?:${SEP}\d)*`, 'gu');

/** Words that ask for or offer a way to be phoned: a shorter run counts in their company. */
const PHONE_CONTEXT =
  /(?<![\p{L}])(?:call|calling|ring|phone|tel|telephone|mobile|cell|cellphone|number|numero|nummer|num|no\.?|digits|text|txt|sms|msg|msj|mensaje|whats|whatsapp|wa|zap|viber|signal|telegram|reach|contact|message|messaging|bell|ping|buzz|holla|holler|numba|numbr|nmbr|nomba|digitz|handy|movil|portable|telefono|llama|llamame|mandame|escribeme|appelle|ecris|envoie|schreib|ruf|chiama|scrivi|hmu|flash|dial)(?![\p{L}])/u;

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
const digitsOf = (run: string) => run.replace(/\D/g, '');
const groupsOf = (run: string) => run.split(/[^0-9]+/).filter(Boolean);

/** How a 7- or 8-digit run is written when it is a phone number: dialled groups, or digit by digit. */
const PHONE_SHAPED_SHORT = /^(?:\d{3}[\s.-]?\d{4}|\d{4}[\s.-]\d{4}|\d{2}(?:[\s.-]\d{2}){3})$/;

/**
 * Beside a word about calling, groups of digits with a few words between them ('415 and the rest is 555 2019',
 * '7700, then 900, 461'): one number when together they make 10 digits or more.
 */
const SPOKEN_GROUPS = new RegExp(String.raw`\d(?:${SEP}\d|(?:[^\p{L}\p{N}]+\p{L}+){1,4}[^\p{L}\p{N}]+\d)+`, 'gu');
/** Where words give the pieces ('ends in', 'the middle is'), a few more words may stand between them. */
const PIECE_GROUPS = new RegExp(String.raw`\d(?:${SEP}\d|(?:[^\p{L}\p{N}]+\p{L}+){1,6}[^\p{L}\p{N}]+\d)+`, 'gu');
/**
 * A number that begins as one dialled in most of Europe does (a 0 and a trunk of 3-4 digits, no time of day), then
 * two or three groups of 3-4 digits with chatter between them: '07700 (lol) 900 (can't) 246', '0770 lol 0900 ... 680'.
 */
const TRUNK_PIECES =
  /(?<![\p{L}\p{N}.,:])0(?![0-2]\d[0-5]\d(?!\d))[1-9]\d{2,3}(?:(?:[^\p{L}\p{N}]+\p{L}+){0,5}[^\p{L}\p{N}]+\d{3,4}){2,3}(?![\p{N}.,:]\d)/gu;

/** Words that give a number in pieces: 'starts with', 'ends in', 'followed by', 'first part:', 'last:'. */
const PIECES =
  /(?<![\p{L}])(?:followed\s+by|(?:starts?|begins?|ends?)\s+(?:with|in)|(?:first|second|third|last|final|next|other)(?:\s+(?:part|half|bit|piece|digits|few))?\s*[:=]|(?:first|second|third|last|final|next|other)\s+(?:part|half|bit|piece|digits|few)|(?:the\s+)?middle(?:\s+(?:part|bit|piece|digits))?\s+is)(?![\p{L}])/u;
/** Pieces to be put together: 'put them together', 'combine them', 'in that order', 'put a 0 in front'. */
const PUT_TOGETHER =
  /(?<![\p{L}])(?:(?:put|stick|glue|join|combine|string)\s+(?:them|these|those|it|all|the\s+\p{L}+)?\s*(?:all\s+)?together|combine\s+(?:them|these|those)|in\s+(?:that|this)\s+order|put\s+(?:a|an|the)\s+\S+\s+in\s+front)(?![\p{L}])/u;

/** Words about calling alone ('number' is not one): beside them '555.0163' is a number, not a decimal. */
const CALLING =
  /(?<![\p{L}])(?:call|calling|ring|phone|tel|mobile|cell|text|txt|sms|whatsapp|dial|area\s+code)(?![\p{L}])/u;
const DOTTED = /(?<![\d.])\d{3}\.\d{4}(?![\d.])/;

/**
 * The rest of a number given as a sum or a riddle ('then my age times 9', 'the year Columbus sailed minus 1369', 'the
 * first three counting numbers'), or its area code named by a place ('the area code for Manhattan'): what begins as a
 * dialled number (a 0 and six digits or more) or seven digits beside it are a number to call.
 */
const RIDDLE =
  /(?<![\p{L}])(?:times|minus|plus|divided\s+by|multiplied\s+by|squared|doubled|my\s+age|the\s+year|counting\s+numbers|digits\s+of|(?:por|mal|fois|volte|razy|kali)\s+\d|menos|moins|weniger|meno|minus)(?![\p{L}])/u;
const DIALLED_START = /(?<![\d.,:])0\d{3,4}(?:[\s.,-]+(?:\p{L}+\s+){0,2})?\d{2,4}(?!\d|[.,:]\d)/u;
const AREA_NAMED =
  /area\s+code\s+(?:for|of|in|from)\s+\p{L}+|(?:indicatif|prefijo|vorwahl|prefisso|prefixo|kierunkowy)\s+(?:de|von|di|do|dla)\s+\p{L}+/u;

/** Digits that stand alone (not 'q3' or 'x2'): the pieces of a number given in parts. */
const pieceDigits = (reading: string) =>
  [...reading.matchAll(/(?<![\p{L}\d])\d+(?![\p{L}\d])/gu)].reduce((n, m) => n + m[0].length, 0);

/**
 * The sender saying the numbers of the message are their phone ('those are my digits', 'not a book, it's my phone',
 * 'c'est mon numéro', 'das ist meine Nummer', 'es mi cel', 'to mój numer', 'itu nomor aku'): numbers dressed as
 * dates, times, scores or sizes are one number then. Beside a word to call or text it.
 */
const DECLARED = new RegExp(
  [
    String.raw`(?:(?<![\p{L}])(?:that'?s|thats|those\s+are|these\s+are|they'?re|theyre|it'?s|its|is)|[=—–(,:-])\s*(?:\p{L}+\s+)?(?:my|me)\s+(?:phone\s+|cell\s+|mobile\s+)?(?:cell|mobile|phone|number|digits|digitz|num|numba|numbr|line|celly|#)(?=\s*(?:$|[,.!?;:)(—–-]|\p{Extended_Pictographic}|(?:btw|lol|haha|lmao|fr|ngl|if|tho|though|innit|bro|bruv|text|call|ring|ping|hmu|so|just)(?![\p{L}])))`,
    String.raw`(?:c'?est|ce\s+sont)\s+mon\s+(?:numero|num|portable|tel|06|07)|(?:das\s+ist|ist|sind)\s+meine\s+(?:handy)?nummer|(?:es|son)\s+mi(?:s)?\s+(?:numero|numeros|cel|celular|movil|telefono)`,
    String.raw`(?:e|eh|sao)\s+(?:o\s+)?(?:meu|meus)\s+(?:numero|numeros|celular|zap|telefone)|(?:e|sono)\s+(?:il\s+)?mio\s+(?:numero|cellulare)|(?:dat|het)\s+is\s+mijn\s+(?:nummer|06)`,
    String.raw`to\s+(?:moj|mój)\s+(?:numer|telefon)|(?:itu|ini)\s+(?:nomor|no\s+hp|nombor)\s*(?:aku|saya|ku|gue)|(?:bu\s+)?benim\s+numaram|(?:ye|yeh)\s+mera\s+(?:number|no)`,
  ]
    .map((p, i) => String.raw`${i > 0 ? '(?<![\\p{L}])' : ''}(?:${p})(?![\p{L}])`)
    .join('|'),
  'u',
);
/** A word to call or text, for DECLARED. */
const CALL_IT =
  /(?<![\p{L}])(?:call|ring|text|txt|sms|ping|message|msg|bell|buzz|dial|whatsapp|hmu|llama(?:me)?|escribeme|appelle|ecris|ruf|schreib|chiama|scrivi|zadzwon|napisz|liga|manda|hubungi|telepon|ara|yaz)(?![\p{L}])/u;

/**
 * Numbers that are no phone however many digits they hold: points in brackets ('(2, 5), (4, 9)'), scores of sets
 * sent one after another ('25-19 19-25'), digits counting up ('0123456789', dance counts '5 6 7 8 1 2 3 4').
 */
function isCountOrPairs(run: string, groups: string[], digits: string, folded: string): boolean {
  if (/^\d+\s*,\s*\d+(?:\s*\)\s*,?\s*\(\s*\d+\s*,\s*\d+)+$/.test(run)) return true;
  if (/^\d{1,2}-\d{1,2}(?:\s+\d{1,2}-\d{1,2})+$/.test(run)) return true;
  const counting = (values: number[], allowed: number) =>
    values.slice(1).filter((d, i) => d !== values[i]! + 1).length <= allowed;
  if (groups.length > 1 && groups.every((g) => g.length === 1)) return counting(groups.map(Number), 1);
  // Digits listed in order where digits are the topic ('Arabic digits 0123456789 are 0 to 9'), few others beside.
  if (!/(?<![\p{L}])(?:digits|numerals|counting)(?![\p{L}])/u.test(folded)) return false;
  const listed = groups.filter((g) => g.length >= 7 && counting([...g].map(Number), 0));
  return listed.length > 0 && digits.length - listed.join('').length < 7;
}

/** The first phone number in the folded text, or null. */
export function findPhone(folded: string): string | null {
  const digitsRead = digitReading(folded);
  const declared = DECLARED.exec(folded);
  if (declared && CALL_IT.test(folded)) {
    const digits = maskKnownNumbers(digitsRead, ' ').replace(/\D/g, '');
    if (digits.length >= 9 && digits.length <= 15) return declared[0];
  }
  const reading = maskEveryday(digitsRead, true, folded);
  const context = PHONE_CONTEXT.test(folded) || /area\s+code/.test(folded);
  // Pieces to put together: the answers and labels around them are no everyday numbers.
  const together = PUT_TOGETHER.exec(folded);
  if (together && pieceDigits(maskEveryday(digitsRead, false)) >= 9) return together[0];
  const riddle = RIDDLE.test(folded) ? DIALLED_START.exec(reading) : null;
  if (riddle) return riddle[0];
  const area = AREA_NAMED.exec(folded);
  if (area && pieceDigits(reading) >= 7) return area[0];
  const dotted = CALLING.test(folded) ? DOTTED.exec(digitsRead) : null;
  if (dotted) return dotted[0];
  const pieces = PIECES.test(folded);
  if (context || pieces) {
    for (const m of reading.matchAll(pieces ? PIECE_GROUPS : SPOKEN_GROUPS)) {
      const group = m[0].trim();
      const digits = group.replace(/\D/g, '').length;
      // Pieces that begin as a number to call does ('first bit is 07700, middle is 900, ...'), the rest a riddle.
      const dialled = pieces && digits >= 7 && /^(?:\+|0)/.test(group);
      const listed =
        isList(group, groupsOf(group), context) || isCountOrPairs(group, groupsOf(group), digitsOf(group), folded);
      if ((dialled || digits >= (context && pieces ? 9 : 10)) && !listed) return group;
    }
  }
  for (const m of reading.matchAll(TRUNK_PIECES)) {
    const digits = m[0].replace(/\D/g, '').length;
    if (digits >= 10 && digits <= 12 && !isList(m[0], groupsOf(m[0]), true)) return m[0];
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
    if (isList(run.trim(), groups, context) || isCharacterCodes(groups, folded)) continue;
    // Binary ('1011 0110') is a sum, not a number to call.
    if (/^[01]+$/.test(digits) && groups.every((g) => g.length >= 4)) continue;
    if (isCountOrPairs(run.trim(), groups, digits, folded)) continue;
    if (digits.length >= 9) return run.trim();
    const oneByOne = groups.length >= 4 && groups.every((g) => g.length <= 2);
    if (context || oneByOne || PHONE_SHAPED_SHORT.test(run.trim())) return run.trim();
  }
  return null;
}
