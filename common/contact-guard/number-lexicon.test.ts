import { describe, expect, it } from 'vitest';
import { buildLexicon, readNumberWords } from './number-lexicon';

// Two small spellers stand in for n2words': one read word by word ('core'), one only beside its own words.
const english = (n: number): string =>
  n < 10
    ? ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'][n]!
    : n % 100 === 0
      ? `${english(n / 100)} hundred`
      : n >= 100
        ? `${english(Math.floor(n / 100))} hundred and ${english(n % 100)}`
        : n < 20
          ? `teen-${n}`
          : `${['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'][Math.floor(n / 10)]}${n % 10 ? `-${english(n % 10)}` : ''}`;
const turkish = (n: number): string => {
  const units = ['sifir', 'bir', 'iki', 'uc', 'dort', 'bes', 'alti', 'yedi', 'sekiz', 'dokuz'];
  const tens = ['', 'on', 'yirmi', 'otuz', 'kirk', 'elli', 'altmis', 'yetmis', 'seksen', 'doksan'];
  if (n < 10) return units[n]!;
  if (n >= 100)
    return [`${n >= 200 ? `${units[Math.floor(n / 100)]} ` : ''}yuz`, n % 100 ? turkish(n % 100) : ''].join(' ').trim();
  return [tens[Math.floor(n / 10)], n % 10 ? units[n % 10] : ''].join(' ').trim();
};
const lexicon = buildLexicon(
  [
    { spell: english, core: true },
    { spell: turkish, core: false },
  ],
  (w) => w,
);
const read = (text: string) => readNumberWords(text, lexicon, /\p{L}+/gu);

describe('readNumberWords', () => {
  it('reads a core language word by word, and a hundred with what follows it as one number', () => {
    expect(read('call one two three')).toBe('call 1 2 3');
    expect(read('six hundred and forty-five')).toBe('645');
    expect(read('seventy-seven, forty 4')).toBe('77, 44');
  });

  it('reads another language beside its own number words, and numbers of several words', () => {
    expect(read('sifir bes uc iki, yuz yirmi uc')).toBe('0 5 3 2, 123');
    expect(read('kirk bes')).toBe('45');
  });

  it('leaves a word of another language alone when it stands by itself', () => {
    expect(read('on my way, bir second')).toBe('on my way, bir second');
    expect(read('we met on one day')).toBe('we met on 1 day');
  });
});
