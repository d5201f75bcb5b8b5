// Digits written as words become digits: 'five five five', 'cero seis', 'zéro six douze trente-quatre', 'null eins
// fünf', 'sześćset dwa', 'sıfır beş', 'ноль девять', 'double five', 'triple zero', 'seventy seven'. The words of each
// language are n2words' (number-lexicon.ts); spoken forms no speller writes ('oh', 'nought'), Hindi written in
// Latin letters and sound-alikes are listed here. The text is already folded (lower case, no accents, look-alike
// letters of other scripts as Latin ones), and so are the words, so Cyrillic, Greek, Arabic and Hebrew words are
// read here too; scripts whose vowels folding would lose are read before folding (script-numerals.ts).
import { toCardinal as ar } from 'n2words/ar-SA';
import { toCardinal as cs } from 'n2words/cs-CZ';
import { toCardinal as da } from 'n2words/da-DK';
import { toCardinal as de } from 'n2words/de-DE';
import { toCardinal as el } from 'n2words/el-GR';
import { toCardinal as enGB } from 'n2words/en-GB';
import { toCardinal as en } from 'n2words/en-US';
import { toCardinal as es } from 'n2words/es-ES';
import { toCardinal as fa } from 'n2words/fa-IR';
import { toCardinal as fi } from 'n2words/fi-FI';
import { toCardinal as fil } from 'n2words/fil-PH';
import { toCardinal as frBE } from 'n2words/fr-BE';
import { toCardinal as fr } from 'n2words/fr-FR';
import { toCardinal as he } from 'n2words/he-IL';
import { toCardinal as hr } from 'n2words/hr-HR';
import { toCardinal as hu } from 'n2words/hu-HU';
import { toCardinal as id } from 'n2words/id-ID';
import { toCardinal as it } from 'n2words/it-IT';
import { toCardinal as ms } from 'n2words/ms-MY';
import { toCardinal as nb } from 'n2words/nb-NO';
import { toCardinal as nl } from 'n2words/nl-NL';
import { toCardinal as pl } from 'n2words/pl-PL';
import { toCardinal as pt } from 'n2words/pt-PT';
import { toCardinal as ro } from 'n2words/ro-RO';
import { toCardinal as ru } from 'n2words/ru-RU';
import { toCardinal as sv } from 'n2words/sv-SE';
import { toCardinal as sw } from 'n2words/sw-KE';
import { toCardinal as tr } from 'n2words/tr-TR';
import { toCardinal as uk } from 'n2words/uk-UA';
import { toCardinal as vi } from 'n2words/vi-VN';
import { buildLexicon, readNumberWords } from './number-lexicon';
import { fold } from './normalise';

/** Words for digits no speller writes, read word by word like the core languages. */
const SPOKEN: Record<string, number> = {
  // English spoken forms and sound-alikes.
  oh: 0,
  nought: 0,
  nil: 0,
  won: 1,
  too: 2,
  tree: 3,
  nein: 9,
  // German and Portuguese spoken forms, and umlauts typed as two letters.
  zwo: 2,
  fuenf: 5,
  zwoelf: 12,
  meia: 6,
  dezesseis: 16,
  dezessete: 17,
  dezenove: 19,
  huitante: 80,
  // Greek spoken forms n2words does not write.
  εννιά: 9,
  εφτά: 7,
  οχτώ: 8,
  δυο: 2,
  // Spanish digits as Tagalog speakers say them, Malay 'kosong'.
  sero: 0,
  kosong: 0,
  // Hindi written in Latin letters, as people spell it.
  shunya: 0,
  shoonya: 0,
  sunya: 0,
  ek: 1,
  do: 2,
  teen: 3,
  tin: 3,
  chaar: 4,
  char: 4,
  paanch: 5,
  panch: 5,
  paach: 5,
  chhe: 6,
  chheh: 6,
  chhah: 6,
  chah: 6,
  cheh: 6,
  saat: 7,
  aath: 8,
  nau: 9,
};

/**
 * English, Spanish, French, German, Portuguese, Italian, Indonesian and Tagalog are read word by word, as they
 * always were; the other languages' words only beside another of the same language (number-lexicon.ts).
 */
const LATIN = buildLexicon(
  [
    ...[en, enGB, es, fr, frBE, de, pt, it, id, fil].map((spell) => ({ spell, core: true })),
    ...[nl, pl, tr, sv, da, nb, cs, hr, ro, hu, fi, ms, sw, vi, ru, uk, el, ar, fa, he].map((spell) => ({
      spell,
      core: false,
    })),
    { core: true, extra: SPOKEN },
  ],
  fold,
);
const WORD = /\p{L}+/gu;

const REPEAT: Record<string, number> = { double: 2, doble: 2, doppel: 2, triple: 3, tripple: 3, dreifach: 3 };
const REPEATED = new RegExp(`(?<![\\p{L}])(${Object.keys(REPEAT).join('|')})[\\s-]*(\\d)`, 'gu');

/** The digits 0-9 of languages written in Latin letters, to read them glued into one word ('zerosevenseven'). */
const GLUED_DIGITS = [en, es, fr, de, it, pt, nl, id].map((spell) => {
  const words = Array.from({ length: 10 }, (_, d) => fold(spell(d)));
  const re = new RegExp(`(?<![\\p{L}])(?:${words.join('|')}){2,}(?![\\p{L}])`, 'gu');
  return { words, re, one: new RegExp(words.join('|'), 'gu') };
});
/** A word that is nothing but digit words of one language ('zerozero', 'ninezerozero'), as digits, one by one. */
const unglue = (folded: string) =>
  GLUED_DIGITS.reduce(
    (text, { words, re, one }) => text.replace(re, (w) => w.replace(one, (d) => ` ${words.indexOf(d)} `)),
    folded,
  );

/** The folded text with digits written as words replaced by the digits. */
export function spellDigits(folded: string): string {
  return (
    readNumberWords(unglue(folded), LATIN, WORD)
      // 'nine hundred' (900), 'seven seven hundred' (7 700), and as people say it ('nine hunnid').
      .replace(/(\d)\s*(?:hundred|hunnid|hunned|hundo|hundrid|hunderd)(?![\p{L}])/gu, (_, d) => `${d}00`)
      // 'double five', 'triple 0', 'doppel null'.
      .replace(REPEATED, (_, r, d) => d!.repeat(REPEAT[r!]!))
  );
}
