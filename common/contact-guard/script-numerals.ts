// Digits written as words in scripts the guard cannot fold without losing them: Hindi in Devanagari (folding drops
// its vowel signs, and 'दो' (two) would become every word with a 'द'), Japanese kana ('ぜろきゅうぜろ') and Korean
// hangul ('공일공'), Thai ('ศูนย์เจ็ด') and Chinese digits as they are read out ('洞拐'). Read on the text as written (NFKC, lower case), before it is folded for the phone reader.
import { toCardinal as hi } from 'n2words/hi-IN';
import { toCardinal as ko } from 'n2words/ko-KR';
import { buildLexicon, readNumberWords } from './number-lexicon';

const DEVANAGARI = buildLexicon([{ spell: hi, core: false }], (w) => w.normalize('NFKC'));
const DEVANAGARI_WORD = /[\p{L}\p{M}]+/gu;

/** Kana readings of the digits, with the long vowels of a number read out ('ニー', 'ゴー'); katakana is read as hiragana. */
const KANA: Record<string, string> = {
  ぜろ: '0',
  れい: '0',
  まる: '0',
  いち: '1',
  に: '2',
  にい: '2',
  にー: '2',
  さん: '3',
  よん: '4',
  し: '4',
  ご: '5',
  ごう: '5',
  ごー: '5',
  ろく: '6',
  なな: '7',
  しち: '7',
  はち: '8',
  きゅう: '9',
  きゅー: '9',
  く: '9',
};
/** What a sentence adds after a number ('だよ', 'です', 'ね'): left out of the run of digit words. */
const ENDING = /(?:だよ|です|だ|よ|ね|です|だって|でーす)$/u;
/** Sino-Korean digits from n2words, and '공', zero as phone numbers are read out. */
const HANGUL: Record<string, string> = { 공: '0' };
for (let d = 0; d < 10; d++) HANGUL[ko(d)] = String(d);

/**
 * A run of letters that is nothing but digit words, three or more ('いちにさんよん', '공일공'), as digits; any
 * other word ('にほん', 'さんぽ', '사이') is left alone. Longest readings first, trying each split.
 */
function digitsOnly(run: string, words: Record<string, string>, least = 3): string | null {
  const longest = Math.max(...Object.keys(words).map((w) => w.length));
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= run.length; end++) {
    best[end] = null;
    for (let len = Math.min(longest, end); len >= 1 && !best[end]; len--) {
      const digit = words[run.slice(end - len, end)];
      if (digit && best[end - len]) best[end] = [...best[end - len]!, digit];
    }
  }
  const digits = best[run.length];
  return digits && digits.length >= least ? digits.join('') : null;
}

/** Kana digit words one by one, between dots, commas or spaces ('ゼロ・ナナ・ナナ', 'いち、に、さん'): three or more. */
const KANA_WORDS = /[\u3041-\u3096\u30a1-\u30f6ー]+(?:[・、,\s-]+[\u3041-\u3096\u30a1-\u30f6ー]+){2,}/gu;
const readKanaWords = (text: string) =>
  text.replace(KANA_WORDS, (run) => {
    const pieces = run.split(/([・、,\s-]+)/u);
    const read = pieces.map((p, i) => (i % 2 ? p : digitsOnly(toHiragana(p), KANA, 1)));
    return read.every((p) => p !== null) ? read.join('') : run;
  });

/** Korean sentence endings after a number ('공일공이야', '...이에요'): left out of the run of digit words. */
const KOREAN_ENDING = /(?:이야|이에요|이예요|예요|입니다|이다|이고|야|요|임)$/u;
const readHangul = (run: string) => {
  const end = KOREAN_ENDING.exec(run)?.[0] ?? '';
  const whole = digitsOnly(run, HANGUL);
  if (whole !== null || !end) return whole ?? run;
  const digits = digitsOnly(run.slice(0, run.length - end.length), HANGUL);
  return digits === null ? run : digits + end;
};

/** Thai digit words, written without spaces between them ('ศูนย์เจ็ดเจ็ด'): three or more in a row. */
const THAI: Record<string, string> = {
  ศูนย์: '0',
  หนึ่ง: '1',
  เอ็ด: '1',
  สอง: '2',
  สาม: '3',
  สี่: '4',
  ห้า: '5',
  หก: '6',
  เจ็ด: '7',
  แปด: '8',
  เก้า: '9',
};
const THAI_RUN = new RegExp(`(?:${Object.keys(THAI).join('|')}){3,}`, 'gu');
const THAI_WORD = new RegExp(Object.keys(THAI).join('|'), 'gu');

/**
 * Chinese digits as radio operators and phone numbers read them out ('洞' 0, '幺' 1, '两' 2, '拐' 7, '勾' 9): only in
 * a run of five digits or more ('洞拐拐洞洞'), since each is an everyday word alone.
 */
const RADIO: Record<string, string> = { 洞: '0', 幺: '1', 么: '1', 两: '2', 兩: '2', 拐: '7', 勾: '9' };
const RADIO_RUN = /[洞幺么两兩拐勾〇零一二三四五六七八九]{5,}/gu;
const readRadio = (run: string) =>
  /[洞幺么两兩拐勾]/u.test(run) ? run.replace(/[洞幺么两兩拐勾]/gu, (c) => RADIO[c]!) : run;

const toHiragana = (text: string) =>
  text.replace(/[\u30a1-\u30f6]/gu, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
const OTHER = /[\u0900-\u097f\u0e00-\u0e7f\u3040-\u30ff\uac00-\ud7a3洞幺么两兩拐勾]/u;

/** The text with digit words in Devanagari, kana and hangul as digits (the same text when it has none). */
export function readScriptNumerals(text: string): string {
  if (!OTHER.test(text)) return text;
  const nfkc = text.normalize('NFKC').toLowerCase();
  return readKanaWords(readNumberWords(nfkc, DEVANAGARI, DEVANAGARI_WORD))
    .replace(/[\u3041-\u3096ー]+|[\u30a1-\u30f6ー]+/gu, (run) => {
      const end = ENDING.exec(run)?.[0] ?? '';
      const digits = digitsOnly(toHiragana(run.slice(0, run.length - end.length)), KANA);
      return digits === null ? run : digits + end;
    })
    .replace(/[\uac00-\ud7a3]+/gu, readHangul)
    .replace(THAI_RUN, (run) => run.replace(THAI_WORD, (w) => THAI[w]!))
    .replace(RADIO_RUN, readRadio);
}
