// Digits written as words, in English, Spanish, French and German, become digits: 'five five five', 'cero seis',
// 'zéro six douze trente-quatre', 'null eins fünf', 'double five', 'triple zero', 'seventy seven'. The text is
// already folded (lower case, no accents). Two-digit words ('twelve', 'trente-quatre') become two digits, the way
// numbers are read out in pairs.

const UNITS: Record<string, number> = {
  // English
  zero: 0,
  oh: 0,
  nought: 0,
  nil: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  // Spanish
  cero: 0,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  // French
  un: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  // Portuguese and Italian
  nove: 9,
  oito: 8,
  sete: 7,
  quatro: 4,
  dois: 2,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  // Hindi and Tagalog written in Latin letters
  shunya: 0,
  ek: 1,
  do: 2,
  teen: 3,
  chaar: 4,
  char: 4,
  paanch: 5,
  panch: 5,
  chhe: 6,
  saat: 7,
  aath: 8,
  nau: 9,
  sero: 0,
  isa: 1,
  dalawa: 2,
  tatlo: 3,
  apat: 4,
  lima: 5,
  anim: 6,
  pito: 7,
  walo: 8,
  siyam: 9,
  // Indonesian and Malay ('lima' is above)
  nol: 0,
  satu: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  enam: 6,
  tujuh: 7,
  delapan: 8,
  sembilan: 9,
  // Sound-alikes
  won: 1,
  too: 2,
  tree: 3,
  nein: 9,
  // German
  null: 0,
  eins: 1,
  zwei: 2,
  zwo: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  zwoelf: 12,
  dreizehn: 13,
  vierzehn: 14,
  funfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  zwanzig: 20,
  dreissig: 30,
  dreißig: 30,
  vierzig: 40,
  funfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};
const REPEAT: Record<string, number> = { double: 2, doble: 2, doppel: 2, triple: 3, tripple: 3, dreifach: 3 };

const alt = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length).join('|');
const UNIT = alt(Object.keys(UNITS));
const TEEN = alt(Object.keys(TEENS));
const TEN = alt(Object.keys(TENS));
const B = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
/** What joins the parts of a two-digit word: a hyphen or space, and 'y', 'et', 'and'. */
const J = '(?:[\\s-]+(?:y|et|and)[\\s-]+|[\\s-]+)';
const value = (w: string) => UNITS[w] ?? TEENS[w] ?? TENS[w];

const STEPS: [RegExp, (...m: string[]) => string][] = [
  // 'nine hundred', 'ninehundred' (900).
  [new RegExp(`${B}(${UNIT})\\s*hundred${E}`, 'gu'), (_, u) => `${UNITS[u!]}00`],
  // German: 'dreiundzwanzig' (23).
  [
    new RegExp(`${B}(ein|${UNIT})und(${TEN})${E}`, 'gu'),
    (_, u, t) => String(TENS[t!]! + (u === 'ein' ? 1 : UNITS[u!]!)),
  ],
  // Spanish: 'veintitrés' (23).
  [new RegExp(`${B}veinti(un|${UNIT})${E}`, 'gu'), (_, u) => String(20 + (u === 'un' ? 1 : UNITS[u!]!))],
  // French: 'soixante-dix-huit' (78), 'quatre-vingt-douze' (92), 'quatre-vingts' (80).
  [
    new RegExp(`${B}(soixante|quatre[\\s-]+vingts?)(?:${J}(dix[\\s-]+(?:sept|huit|neuf)|${TEEN}|${UNIT}))?${E}`, 'gu'),
    (_, t, rest) => {
      const base = t!.startsWith('soixante') ? 60 : 80;
      if (!rest) return String(base);
      const r = rest.replace(/[\s-]+/g, ' ');
      const n = r.startsWith('dix ') ? 10 + UNITS[r.slice(4)]! : value(r)!;
      return String(base + n);
    },
  ],
  // French teens 'dix-sept' (17).
  [new RegExp(`${B}dix[\\s-]+(sept|huit|neuf)${E}`, 'gu'), (_, u) => String(10 + UNITS[u!]!)],
  // Tens and a unit: 'seventy seven', 'treinta y cuatro', 'trente-quatre', 'vingt et un'.
  [new RegExp(`${B}(${TEN})${J}(${UNIT})${E}`, 'gu'), (_, t, u) => String(TENS[t!]! + UNITS[u!]!)],
  // Tens and a digit: 'trente-4'.
  [new RegExp(`${B}(${TEN})[\\s-]+(\\d)(?!\\d)`, 'gu'), (_, t, d) => String(TENS[t!]! + Number(d))],
  [new RegExp(`${B}(${TEEN}|${TEN})${E}`, 'gu'), (w) => String(value(w)!)],
  [new RegExp(`${B}(${UNIT})${E}`, 'gu'), (w) => String(UNITS[w]!)],
  // 'nine hundred' (900), 'seven seven hundred' (7 700).
  [/(\d)\s*hundred(?![\p{L}])/gu, (_, d) => `${d}00`],
  // 'double five', 'triple 0', 'doppel null'.
  [new RegExp(`${B}(${alt(Object.keys(REPEAT))})[\\s-]*(\\d)`, 'gu'), (_, r, d) => d!.repeat(REPEAT[r!]!)],
];

/** The folded text with digits written as words replaced by the digits. */
export function spellDigits(folded: string): string {
  let s = folded;
  for (const [re, to] of STEPS) s = s.replace(re, to);
  return s;
}
