// Numbers written as words, in many languages, read as digits. The words are n2words' cardinal numbers (the
// numbers to 99 and the hundreds of each language); a hundred and the words after it are read as one number
// ('trzysta czterdzieści pięć' and 'dreihundertfünfundvierzig' are 345). Words shared with everyday speech ('on' is ten in Turkish, 'sex' six in Swedish) are read as digits only
// beside another number word of the same language, or as part of a number of several words; the languages the
// guard has always read ('core') are read word by word, as before.

/** n2words' speller of one language: a number to its words. */
export type Speller = (value: number) => string;

interface Sense {
  lang: number;
  value: number;
}
export interface Lexicon {
  /** Each phrase (its words folded, joined by one space) and what it means in each language that has it. */
  phrases: Map<string, Sense[]>;
  /** Hundreds written as one word ('dreihundert', 'trecento'), to read a number written as one word after them. */
  hundreds: Map<string, Sense[]>;
  /** Every word some phrase starts with, to pass over other words at once. */
  starts: Set<string>;
  /** Words between a hundred and the rest in each language ('and', 'e', 'y', 'och'). */
  joiners: Set<string>[];
  core: boolean[];
  longest: number;
}

/** The words of a phrase: split at spaces and hyphens, each folded by the reader's own folding. */
const wordsOf = (phrase: string, fold: (word: string) => string) =>
  phrase
    .split(/[\s\-‐]+/u)
    .filter(Boolean)
    .map(fold);

/**
 * A lexicon of the numbers 0-99 and the hundreds in each language, with `extra` words for each language that no
 * speller writes ('oh', 'nought', a language written in Latin letters).
 */
export function buildLexicon(
  languages: { spell?: Speller; core: boolean; extra?: Record<string, number> }[],
  foldWord: (word: string) => string,
): Lexicon {
  const memo = new Map<string, string>();
  const fold = (word: string) => memo.get(word) ?? memo.set(word, foldWord(word)).get(word)!;
  const phrases = new Map<string, Sense[]>();
  const add = (words: string[], lang: number, value: number) => {
    const key = words.join(' ');
    const senses = phrases.get(key) ?? [];
    if (!senses.some((s) => s.lang === lang)) senses.push({ lang, value });
    phrases.set(key, senses);
    // 'ninehundred', 'seventyseven': a phrase of several words also written as one.
    if (words.length > 1) add([words.join('')], lang, value);
  };
  const hundreds = new Map<string, Sense[]>();
  const joiners = languages.map(({ spell, extra }, lang) => {
    for (const [word, value] of Object.entries(extra ?? {})) add(wordsOf(word, fold), lang, value);
    if (!spell) return new Set<string>();
    const words = (n: number) => wordsOf(spell(n), fold);
    for (let n = 0; n < 100; n++) add(words(n), lang, n);
    for (let h = 100; h < 1000; h += 100) {
      const hundred = words(h);
      add(hundred, lang, h);
      if (hundred.length === 1) hundreds.set(hundred[0]!, [...(hundreds.get(hundred[0]!) ?? []), { lang, value: h }]);
    }
    // What stands between a hundred and the rest: the words of 345 and 305 that 300, 45 and 5 do not have.
    const parts = new Set([...words(300), ...words(45), ...words(5)]);
    return new Set([...words(345), ...words(305)].filter((w) => !parts.has(w)));
  });
  const keys = [...phrases.keys()];
  return {
    phrases,
    hundreds,
    starts: new Set(keys.map((k) => k.split(' ')[0]!)),
    joiners,
    core: languages.map((l) => l.core),
    longest: Math.max(...keys.map((k) => k.split(' ').length)),
  };
}

/** A hundred and the rest written as one word ('dreihundertfünfundvierzig', 'trecentoquarantacinque'), or null. */
function compound(word: string, lexicon: Lexicon): Sense[] | null {
  for (let at = 3; at < word.length - 1; at++) {
    const hundred = lexicon.hundreds.get(word.slice(0, at));
    const rest = hundred && lexicon.phrases.get(word.slice(at));
    const senses =
      rest &&
      hundred.flatMap((h) =>
        rest
          .filter((r) => r.lang === h.lang && r.value > 0 && r.value < 100)
          .map((r) => ({ lang: h.lang, value: h.value + r.value })),
      );
    if (senses && senses.length > 0) return senses;
  }
  return null;
}

interface Found {
  start: number;
  end: number;
  senses: Sense[];
  words: number;
}

/** The phrases of the lexicon in the text, longest first, the words of each separated by spaces or hyphens. */
function phrasesIn(text: string, lexicon: Lexicon, word: RegExp): Found[] {
  const tokens = [...text.matchAll(word)];
  const found: Found[] = [];
  for (let i = 0; i < tokens.length;) {
    if (!lexicon.starts.has(tokens[i]![0])) {
      const senses = compound(tokens[i]![0], lexicon);
      if (senses)
        found.push({ start: tokens[i]!.index, end: tokens[i]!.index + tokens[i]![0].length, senses, words: 1 });
      i++;
      continue;
    }
    let n = 1;
    while (
      n < lexicon.longest &&
      i + n < tokens.length &&
      /^[\s-]+$/.test(text.slice(tokens[i + n - 1]!.index + tokens[i + n - 1]![0].length, tokens[i + n]!.index))
    )
      n++;
    let hit: Found | null = null;
    for (; n >= 1 && !hit; n--) {
      const senses = lexicon.phrases.get(
        tokens
          .slice(i, i + n)
          .map((t) => t[0])
          .join(' '),
      );
      const last = tokens[i + n - 1]!;
      if (senses) hit = { start: tokens[i]!.index, end: last.index + last[0].length, senses, words: n };
    }
    if (!hit) {
      i++;
      continue;
    }
    found.push(hit);
    i += hit.words;
  }
  return found;
}

const common = (a: Sense[], b: Sense[]) => a.filter((s) => b.some((t) => t.lang === s.lang));

/** A hundred and the number after it as one ('seiscientos doce', 'six hundred and two'). */
function joinHundreds(text: string, found: Found[], lexicon: Lexicon): Found[] {
  const out: Found[] = [];
  for (const f of found) {
    const prev = out[out.length - 1];
    if (prev) {
      const gap = text.slice(prev.end, f.start).trim();
      const senses = prev.senses.flatMap((h) => {
        const rest = f.senses.find((r) => r.lang === h.lang);
        const joined = gap === '' || gap === '-' || lexicon.joiners[h.lang]!.has(gap);
        return rest && joined && h.value % 100 === 0 && h.value >= 100 && rest.value > 0 && rest.value < 100
          ? [{ lang: h.lang, value: h.value + rest.value }]
          : [];
      });
      if (senses.length > 0) {
        out[out.length - 1] = { start: prev.start, end: f.end, senses, words: prev.words + f.words };
        continue;
      }
    }
    out.push(f);
  }
  return out;
}

/** The text with the lexicon's number words as digits; `word` matches one word of the text. */
export function readNumberWords(text: string, lexicon: Lexicon, word: RegExp): string {
  const found = joinHundreds(text, phrasesIn(text, lexicon, word), lexicon);
  if (found.length === 0) return text;
  // Neighbours: number words with no letter between them, and digits only one by one ('noll 7 sju'); 'to 741741
  // to' is no Norwegian '2' twice.
  const near = (a: Found | undefined, b: Found | undefined) =>
    a !== undefined && b !== undefined && !/\p{L}|\p{N}\p{N}/u.test(text.slice(a.end, b.start));
  let out = '';
  let at = 0;
  found.forEach((f, i) => {
    const core = f.senses.find((s) => lexicon.core[s.lang]);
    const beside = [found[i - 1], found[i + 1]].filter((g, k) => (k === 0 ? near(g, f) : near(f, g)));
    const shared = beside.map((g) => common(f.senses, g!.senses)[0]).find(Boolean);
    const sense = core ?? shared ?? (f.words > 1 ? f.senses[0] : undefined);
    if (!sense) return;
    // Tens and a digit: 'trente-4' (34).
    const unit =
      sense.value % 10 === 0 && sense.value >= 20 && sense.value < 100 && /^[\s-]+(\d)(?!\d)/.exec(text.slice(f.end));
    out += text.slice(at, f.start) + String(unit ? sense.value + Number(unit[1]) : sense.value);
    at = unit ? f.end + unit[0].length : f.end;
  });
  return out + text.slice(at);
}
