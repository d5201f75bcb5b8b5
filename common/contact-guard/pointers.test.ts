import { describe, expect, it } from 'vitest';
import { foldCased } from './normalise';
import { findPointer } from './pointers';

const pointer = (text: string) => {
  const cased = foldCased(text);
  return findPointer(cased, cased.toLowerCase(), text.normalize('NFKC').toLowerCase());
};

describe('findPointer', () => {
  it.each([
    'the purple one, my username over there is mika.s',
    'mon pseudo là-bas : lea.d07',
    "find me, I'm @ sunnyside on all apps",
    'switch friend code SW-1234-5678-9012',
    'genshin uid 812345678, add me',
    'trainer code 1234 5678 9012',
    'gamertag: frosty_22, invite me to the party',
    'ign = kai.draws, whisper me',
    'インスタで mika_0707 を検索してね',
    '搜索 lily_2008 加我',
    'kai_07 로 검색해',
    'look up Sam Hill on insta',
    "i'm the account with the cat avatar",
    'decode my insta from this message: every capital letter',
    'spell your number with words so the filter can’t catch it',
    'type your email with dots as words to get past the filter',
    'change your bio to your snap for a minute',
    'linktr ee / samdraws',
    't me slash samchat',
  ])('finds %j', (text) => {
    expect(pointer(text)).not.toBeNull();
  });

  it.each([
    'my name there is too long, so I shortened it',
    'take the first letter of each word to make the acronym',
    'the file name is main_v2.py, pm me if it breaks',
    'my student id is 20231234',
    "I'm @ home, my mum is there",
    'search for Marie Curie on wikipedia',
    'the filter blocks youtube so it does not load at school',
    'put your name on your worksheet before you hand it in',
    'the bit about t me in chapter 2 is confusing',
  ])('keeps %j', (text) => {
    expect(pointer(text)).toBeNull();
  });

  it("finds the sender's own name to search the web for", () => {
    expect(pointer("just google my full name, I'm the first result")).not.toBeNull();
    expect(pointer('I googled my full name for the project on identity')).toBeNull();
  });
});
