// The at sign and the dot of an address said in words, language by language: the data links.ts reads spoken
// addresses with ('lily punto m09 arroba gmail punto com', 'masha собака яндекс точка ру'). Words are written as
// people write them and folded when read, so words of other scripts fold the way the text does. Words of scripts
// written without spaces (Japanese, Chinese, Korean, Thai) need none around them.
import { fold } from './normalise';

/** The at sign's names: 'arroba' (a weight), 'małpa' (monkey), 'chiocciola' (snail), 'собака' (dog)... */
const AT: Record<string, string[]> = {
  en: ['at', 'at sign', 'at symbol', 'at the rate', 'at the rate of'],
  es: ['arroba'],
  pt: ['arroba'],
  ca: ['arrova'],
  fr: ['arobase', 'arobas', 'a commercial'],
  de: ['ät', 'aet', 'klammeraffe', 'affenschwanz'],
  nl: ['apenstaartje', 'apestaart', 'apenstaart'],
  it: ['chiocciola', 'chiocciolina'],
  pl: ['małpa', 'malpa'],
  cs: ['zavináč'],
  hu: ['kukac'],
  ro: ['a rond', 'coada de maimuta'],
  sv: ['snabel-a', 'snabela', 'snabel a'],
  no: ['alfakrøll', 'krøllalfa'],
  fi: ['ät', 'miukumauku', 'kissanhäntä'],
  ru: ['собака', 'собачка', 'sobaka'],
  uk: ['равлик', 'собачка'],
  el: ['παπάκι'],
  he: ['שטרודל', 'strudel'],
  vi: ['a còng', 'a móc'],
  id: ['a keong'],
  ja: ['アットマーク'],
  zh: ['艾特'],
  ko: ['골뱅이'],
  th: ['แอท'],
  hi: ['एट'],
  // The English word written in other scripts.
  ar: ['ات', 'آت', 'أت'],
  fa: ['اَت'],
};

/** The dot's names. */
const DOT: Record<string, string[]> = {
  en: ['dot'],
  es: ['punto'],
  it: ['punto'],
  pt: ['ponto'],
  fr: ['point'],
  de: ['punkt'],
  nl: ['punt'],
  pl: ['kropka'],
  cs: ['tečka'],
  sk: ['bodka'],
  hr: ['točka'],
  hu: ['pont'],
  fi: ['piste'],
  tr: ['nokta'],
  id: ['titik'],
  vi: ['chấm'],
  ru: ['точка', 'tochka'],
  uk: ['крапка'],
  el: ['τελεία'],
  he: ['נקודה'],
  ar: ['نقطة'],
  ja: ['ドット'],
  zh: ['点', '點'],
  ko: ['닷', '점'],
  th: ['ดอท', 'จุด'],
  hi: ['डॉट'],
  // The English word written in other scripts.
  arEn: ['دوت', 'دات'],
  ruEn: ['дот'],
  heEn: ['דוט'],
};

/**
 * Mail providers and endings written in other scripts as they are said ('جيميل دوت كوم', 'джимейл', 'ジーメール',
 * '지메일'): read as the Latin names.
 */
export const TRANSLITERATED: [string, string[]][] = [
  [
    'gmail',
    [
      'جيميل',
      'جي ميل',
      'جيمايل',
      'جیمیل',
      'джимейл',
      'джимэйл',
      'гмейл',
      'гмайл',
      "ג'ימייל",
      'ジーメール',
      '지메일',
      'जीमेल',
    ],
  ],
  ['hotmail', ['هوتميل', 'هوت ميل', 'хотмейл', 'хотмэйл', 'הוטמייל', 'ホットメール', '핫메일', 'हॉटमेल']],
  ['yahoo', ['ياهو', 'яху', 'יאהו', 'ヤフー', '야후', 'याहू']],
  ['outlook', ['اوتلوك', 'أوتلوك', 'аутлук', 'אאוטלוק', 'アウトルック', '아웃룩']],
  ['icloud', ['ايكلاود', 'آيكلاود', 'айклауд', 'アイクラウド', '아이클라우드']],
  ['com', ['كوم', 'کام', 'ком', 'קום', 'コム', '컴', 'कॉम']],
];

/** Words of scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** The folded words of a table, longest first, as two alternations: words in spaces, and words needing none. */
function alternations(table: Record<string, string[]>): { spaced: string; unspaced: string } {
  const words = [
    ...new Set(
      Object.values(table)
        .flat()
        .map((w) => fold(w)),
    ),
  ].sort((a, b) => b.length - a.length);
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return {
    spaced: words
      .filter((w) => !UNSPACED.test(w))
      .map(escape)
      .join('|'),
    unspaced: words
      .filter((w) => UNSPACED.test(w))
      .map(escape)
      .join('|'),
  };
}

export const AT_WORDS = alternations(AT);
export const DOT_WORDS = alternations(DOT);
