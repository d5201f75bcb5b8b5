import { describe, expect, it } from 'vitest';
import { fold, foldCased, joinSpelledLetters, unleet } from './normalise';

describe('fold', () => {
  it('reads digits of every script, full-width, mathematical, circled and keycap forms as 0-9', () => {
    expect(fold('٠٧٧٠٠ ९८७ ০১৭ ๐๘๑')).toBe('07700 987 017 081');
    expect(fold('０７７ 𝟎𝟕𝟕 ⓪⑦⑦ ⓿❼❼ 5️⃣5️⃣')).toBe('077 077 077 077 55');
  });

  it('folds look-alike letters to Latin, removes accents and invisible characters, lower-cases', () => {
    expect(fold('ѕnаp')).toBe('snap');
    expect(fold('ɪɴꜱᴛᴀ')).toBe('insta');
    expect(fold('SNÄP')).toBe('snap');
    expect(fold('in\u00adsta sn\u200bap')).toBe('insta snap');
    expect(fold('🇸🇳🇦🇵')).toBe('snap');
    expect(fold('sn🅰️p 🅢🅝🅐🅟')).toBe('snap snap');
    expect(fold('lily.b＠yahoo。com')).toBe('lily.b@yahoo.com');
  });

  it('keeps the capitals in the cased reading', () => {
    expect(foldCased('7 Willow Close, ＬＳ６ ２ＡＢ')).toBe('7 Willow Close, LS6 2AB');
    expect(fold('7 Willow Close')).toBe(foldCased('7 Willow Close').toLowerCase());
  });

  it('leaves ordinary ASCII text as it is (no m read as rn)', () => {
    expect(fold('Meet me at 10:30')).toBe('meet me at 10:30');
  });
});

describe('unleet and joinSpelledLetters', () => {
  it('reads digits and signs standing for letters inside words', () => {
    expect(unleet('5n4pch4t wh@tsapp d1sc0rd')).toBe('snapchat whatsapp discord');
    expect(unleet('room 12')).toBe('room 12');
  });

  it('joins letters written one by one, but not two letters in a sentence', () => {
    expect(joinSpelledLetters('w h a t s a p p')).toBe('whatsapp');
    expect(joinSpelledLetters('s.n.a.p and s/n/a/p and s🌸n🌸a🌸p')).toBe('snap and snap and snap');
    expect(joinSpelledLetters('plan a b')).toBe('plan a b');
  });
});
