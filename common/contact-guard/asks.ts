// Asking the reader for a contact detail in other languages, read from the table of ask-words.ts: 'your' beside a
// detail ('tu número', 'deine Nummer', 'номер твой', '你的微信'), a verb that asks beside one ('podaj numer', 'minta
// nomor wa', 'ID教えて'), or a detail with 'your' inside it with a question ('instan ne?', 'ممكن رقمك؟'). Kept:
// a favourite or lucky number, a number of a page, an exercise or a shirt ('tu número favorito', 'номер задания',
// 'je nummer 5'), advice never to give one ('no compartas tu número'), and a phrase quoted to be translated.
import { EVERYDAY_NEAR, GENERIC_NUMBERS, OF_WORDS, PHONE_WORDS } from './ask-everyday-words';
import { ASK_LANGUAGES, type AskLanguage } from './ask-words';
import { fold } from './normalise';

/** Scripts written without spaces between words: their words are found anywhere. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const NEAR = new Set(EVERYDAY_NEAR.map((w) => fold(w)).concat(EVERYDAY_NEAR));
const GENERIC = new Set(GENERIC_NUMBERS.map((w) => fold(w)).concat(GENERIC_NUMBERS));
const PHONE = new Set(PHONE_WORDS.map((w) => fold(w)).concat(PHONE_WORDS));
const OF = new Set(OF_WORDS);
/** 'A', 'an', 'un', 'um', 'ein': 'manda um email pro professor' sends an e-mail, it asks for none. */
const INDEFINITE = /^(?:a|an|un|una|uno|um|uma|une|ein|eine|einen|einem|een|jakis|jeden)$/;
/** Never, don't, not: advice against giving a detail ('no compartas tu número', 'ne donne jamais ton adresse'). */
const NEVER =
  /(?<![\p{L}])(?:never|don'?t|dont|do\s+not|not|nunca|jamas|no|jamais|ne|pas|niemals|nicht|nie|nigdy|mai|non|nooit|niet|aldrig|inte|ikke|nikdy|asla|jangan|dung|huwag|kabhi|mat)(?![\p{L}])|никогда|\sне\s|絶対|不要|别|別|절대|لا\s|אל\s|कभी|อย่า/u;
/** Asking how a phrase is said ('hoe zeg je nummer in het Frans?'): about words, not an ask. */
const HOW_TO_SAY =
  /(?<![\p{L}])(?:how\s+do\s+(?:you|i|we)\s+say|hoe\s+zeg|comment\s+(?:on\s+)?dit|como\s+se\s+dice|como\s+se\s+diz|wie\s+sagt\s+man|come\s+si\s+dice|jak\s+sie\s+mowi|what\s+does|que\s+significa|que\s+veut\s+dire|was\s+bedeutet|cosa\s+significa)(?![\p{L}])|как\s+сказать/u;
/** Words before a detail in Japanese, Chinese and Korean that make it a question's or a page's ('問題の番号'). */
const SCHOOL_BEFORE =
  /(?:問題|問|ページ|題|页|頁|문제|페이지|练习|練習|宿題|作业|作業|考试|試験|テスト|班|クラス|반|座位|出席|学生|學生|学籍|学|學)[の的의\s]*$/u;
/** A phrase quoted to be translated or explained ('how do you say 'dame tu número'?'). */
const ABOUT_WORDS =
  /(?<![\p{L}])(?:say|says|mean|means|translate|translation|spell|sounds?|rude|polite|formal|informal|natural|correct|vs|versus|dit|dice|dire|sagt|sagen|zeg|zegt|significa|signifie|bedeutet|traducir|traduzir|tradurre|ubersetzen|vertalen|znaczy)(?![\p{L}])|как\s+сказать|что\s+значит|意味|怎么说|뜻/u;

type Order = 'your-noun' | 'noun-your' | 'ask-noun' | 'noun-ask' | 'have';

interface Reader {
  latin: boolean;
  /** 'Your' and a detail, a verb and a detail, in either order; 'have you got' asks only before a question mark. */
  patterns: { re: RegExp; order: Order }[];
  yourForm: RegExp | null;
  questions: RegExp | null;
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
const alt = (words: string[], latin: boolean) =>
  [...new Set(words.map((w) => (latin ? fold(w) : w.normalize('NFKC').toLowerCase())))]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

function readerOf(lang: AskLanguage): Reader {
  const sample = [...lang.nouns, ...lang.your, ...(lang.asks ?? [])].join('');
  const latin = !/[^\p{Script=Latin}\p{N}\s'-]/u.test(sample.replace(/[A-Za-z]/g, ''));
  const unspaced = UNSPACED.test(sample);
  const [b, e] = unspaced
    ? ['', '']
    : latin
      ? ['(?<![\\p{L}\\p{N}])', '(?![\\p{L}\\p{N}])']
      : ['(?<![\\p{L}\\p{M}])', '(?![\\p{L}\\p{M}])'];
  // Up to two words between a verb and the detail, or an article cut short ('dammi l'indirizzo').
  const gap = unspaced ? '(?<gap>[^。！？!?.\\n]{0,8}?)' : "(?:(?<gap>\\p{L}+(?:\\s+\\p{L}+)?)\\s+|\\p{L}{1,2}')?";
  const sp = unspaced ? '\\s*' : '\\s+';
  const your = lang.your.length > 0 ? alt(lang.your, latin) : null;
  const noun = `(?<noun>${alt(lang.nouns, latin)})`;
  const asks = lang.asks ? alt(lang.asks, latin) : null;
  const have = lang.have ? alt(lang.have, latin) : null;
  const near = unspaced ? '(?<gap>[^。！？!?.\\n]{0,2}?)' : '(?:(?<gap>\\p{L}+)\\s+)?';
  const patterns = (
    [
      ['your-noun', your && `${b}(?:${your})${sp}${near}${noun}${e}`],
      ['noun-your', your && `${b}${noun}${sp}${near}(?:${your})${e}`],
      ['ask-noun', asks && `${b}(?:${asks})${sp}${gap}${noun}${e}`],
      ['noun-ask', asks && `${b}${noun}${sp}${near}(?:${asks})${e}`],
      ['have', have && `${b}(?:${have})${sp}${gap}${noun}${e}`],
    ] as const
  )
    .filter((p): p is [Order, string] => p[1] !== null)
    .map(([order, p]) => ({ re: new RegExp(p, 'gu'), order }));
  return {
    latin,
    patterns,
    yourForm: lang.yourNouns ? new RegExp(`${b}(?:${alt(lang.yourNouns, latin)})${e}`, 'u') : null,
    questions: new RegExp(`${b}(?:${alt([...(lang.asks ?? []), ...(lang.questions ?? [])], latin)})${e}`, 'u'),
  };
}
const LANGUAGES = Object.values(ASK_LANGUAGES);
/** Words in Latin letters as the index reads them ('t'as' is 't as', 'e-mail' one word). */
const WORDS = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const READERS = LANGUAGES.map(readerOf);

/**
 * Which languages have each word: the details (and the details with 'your' inside them), and the words that make an
 * ask of a detail ('your', a verb, 'have you got'). A message is read only by the languages that have a detail it
 * holds and a word that asks for it, or a detail with 'your' inside.
 */
function indexOf(latin: boolean, wordsOf: (lang: AskLanguage) => string[]) {
  const languages = new Map<string, number[]>();
  LANGUAGES.forEach((lang, i) => {
    if (READERS[i]!.latin !== latin) return;
    for (const word of wordsOf(lang)) {
      const key = latin ? (fold(word).match(WORDS) ?? []).join(' ') : word.normalize('NFKC').toLowerCase();
      languages.set(key, [...(languages.get(key) ?? []), i]);
    }
  });
  return { languages, re: new RegExp(`(?:${alt([...languages.keys()], latin)})`, 'gu') };
}
const DETAILS = (lang: AskLanguage) => lang.nouns;
const ASKING = (lang: AskLanguage) => [...lang.your, ...(lang.asks ?? []), ...(lang.have ?? [])];
const YOURS = (lang: AskLanguage) => lang.yourNouns ?? [];
const INDEXES = [true, false].map((latin) => ({
  details: indexOf(latin, DETAILS),
  asking: indexOf(latin, ASKING),
  yours: indexOf(latin, YOURS),
}));

/** The languages of an index that have a word of the text: words and runs of up to four in Latin letters. */
function found(index: ReturnType<typeof indexOf>, latin: boolean, text: string, words: string[]): Set<number> {
  const langs = new Set<number>();
  if (latin)
    words.forEach((word, i) => {
      for (let n = 1, key = word; n <= 4 && i + n <= words.length; key = `${key} ${words[i + n]}`, n++)
        for (const lang of index.languages.get(key) ?? []) langs.add(lang);
    });
  else for (const m of text.matchAll(index.re)) for (const lang of index.languages.get(m[0]) ?? []) langs.add(lang);
  return langs;
}

/** The languages that may ask in the text, in the table's order. */
function languagesIn(folded: string, raw: string, other: boolean): number[] {
  const result: number[] = [];
  for (const latin of other ? [true, false] : [true]) {
    const text = latin ? folded : raw;
    const words = latin ? (folded.match(WORDS) ?? []) : [];
    const { details, asking, yours } = INDEXES[latin ? 0 : 1]!;
    const asked = found(asking, latin, text, words);
    const withDetail = [...found(details, latin, text, words)].filter((lang) => asked.has(lang));
    result.push(...new Set([...withDetail, ...found(yours, latin, text, words)]));
  }
  return result.sort((a, b) => a - b);
}

/** 'Where do you live', in the same languages: with 'exactly' or a street and number, an ask for an address. */
const WHERE_YOU_LIVE =
  /(?<![\p{L}])(?:where\s+(?:do\s+)?(?:you|u|ya)\s+live|donde\s+vives|onde\s+(?:voce\s+|vc\s+|tu\s+)?mora|(?:tu\s+)?(?:vis|habites)\s+ou|ou\s+(?:tu\s+)?(?:vis|habites)|wo\s+wohnst\s+du|dove\s+(?:abiti|vivi)|waar\s+woon\s+je|gdzie\s+mieszkasz|nerede\s+oturuyorsun|(?:kamu\s+)?tinggal\s+di\s+mana|rumahmu\s+di\s+mana)(?![\p{L}])|где\s+ты\s+живешь|где\s+ты\s+живёшь/u;
const EXACTLY =
  /(?<![\p{L}])(?:exact(?:ly)?|exactement|genau|esattamente|exactamente|exatamente|dokladnie|precies|tam\s+olarak|persisnya|street|road|number|house|calle|numero|rue|strasse|straße|via|rua|ulica|adres\p{L}*|address|direccion|endereco|indirizzo)(?![\p{L}])/u;

/** Whether the words around a found ask make it everyday: a favourite, a page's number, advice, a quotation. */
function everyday(text: string, m: RegExpMatchArray | RegExpExecArray, order?: Order): boolean {
  const gap = m.groups?.gap?.trim().split(/\s+/u).filter(Boolean) ?? [];
  if (gap.some((w) => NEAR.has(w) || (order !== 'have' && INDEFINITE.test(w)))) return true;
  const end = m.index! + m[0].length;
  const after = text.slice(end, end + 40);
  // A small number just after: a shirt's, a place in a list ('deine Nummer im Team ist 10', 'je nummer 5').
  if (/^(?:\s*\p{L}+){0,3}[\s:#nº°.]*\d{1,3}(?![\p{N}\p{L}])/u.test(after)) return true;
  if (SCHOOL_BEFORE.test(text.slice(Math.max(0, m.index! - 12), m.index))) return true;
  // A word of its kind just before it ('formadaki numaran', 'the jersey number of yours').
  const previous = /(\p{L}+)[\s']*$/u.exec(text.slice(Math.max(0, m.index! - 24), m.index))?.[1];
  if (previous && NEAR.has(previous)) return true;
  const next = after
    .split(/[\s,.!?'’]+/u)
    .filter(Boolean)
    .slice(0, 4);
  if (next.some((w) => NEAR.has(w))) return true;
  if (GENERIC.has(m.groups?.noun ?? '') && numberOfSomething(text, m, order === 'noun-your' ? gap : [], next))
    return true;
  if (NEVER.test(text.slice(Math.max(0, m.index! - 16), m.index) + ' ')) return true;
  return HOW_TO_SAY.test(text) || (ABOUT_WORDS.test(text) && /['"«“„「]/u.test(text));
}

/**
 * A generic number that is the number of something ('deine Nummer im Kurs', 'tu número de pie', 'nomor punggung
 * kamu', '出席番号'): a word of its kind before or after it that is not a phone's.
 */
function numberOfSomething(
  text: string,
  m: RegExpMatchArray | RegExpExecArray,
  gap: string[],
  next: string[],
): boolean {
  const kind = (w: string | undefined) => w !== undefined && !PHONE.has(w);
  // 'número de pie', 'nummer im kurs' (a word of, then its kind); between it and 'your': 'nomor punggung kamu'.
  // 'for a sec' names nothing: an article is no kind ('lend us your number for a sec').
  if (OF.has(next[0] ?? '') && kind(next[1]) && !/^(?:a|an|the|un|una|une|ein|eine)$/.test(next[1]!)) return true;
  if (gap.some(kind)) return true;
  // '出席番号', '학급번호': a word written onto it.
  const start = m.index! + m[0].indexOf(m.groups!.noun!);
  return (
    /[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]$/u.test(text.slice(0, start)) &&
    !/(?:電話|携帯|手机|手機|电话|전화|폰)$/u.test(text.slice(0, start))
  );
}

/** The first ask for a contact detail in another language, or null; `folded` and `raw` are the two readings. */
export function findAsk(folded: string, raw: string): string | null {
  const where = WHERE_YOU_LIVE.exec(folded) ?? WHERE_YOU_LIVE.exec(raw);
  if (where && EXACTLY.test(folded)) return where[0];
  const other = /[^\p{Script=Latin}\p{P}\p{S}\p{N}\s]/u.test(raw);
  for (const reader of languagesIn(folded, raw, other).map((i) => READERS[i]!)) {
    const text = reader.latin ? folded : raw;
    for (const { re, order } of reader.patterns) {
      for (const m of text.matchAll(re)) {
        const asked = order !== 'have' || /^[^.!\n]*[?？]/u.test(text.slice(m.index! + m[0].length));
        if (asked && !everyday(text, m, order)) return m[0];
      }
    }
    // A detail with 'your' inside asks beside a question word or a verb, or right before a question mark.
    const form = reader.yourForm?.exec(text);
    if (!form) continue;
    const around = text.slice(Math.max(0, form.index - 20), form.index + form[0].length + 20);
    const asked = reader.questions!.test(around) || /^\s*[?？؟]/u.test(text.slice(form.index + form[0].length));
    if (asked && !everyday(text, form)) return form[0];
  }
  return null;
}
