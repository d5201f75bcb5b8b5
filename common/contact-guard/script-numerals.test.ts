import { describe, expect, it } from 'vitest';
import { readScriptNumerals } from './script-numerals';

describe('readScriptNumerals', () => {
  it('reads digits written in kana, hangul and Devanagari', () => {
    expect(readScriptNumerals('ぜろきゅうぜろ の いちにさんよん')).toBe('090 の 1234');
    expect(readScriptNumerals('ゼロキュウゼロ')).toBe('090');
    expect(readScriptNumerals('공일공 일이삼사')).toBe('010 1234');
    expect(readScriptNumerals('नौ आठ सात छह')).toBe('9 8 7 6');
  });

  it("reads katakana with its long vowels, a sentence's ending after the digits, and kana digits one by one", () => {
    expect(readScriptNumerals('ゼロナナナナゼロゼロキューゼロゼロイチニーサンだよ')).toBe('07700900123だよ');
    expect(readScriptNumerals('ゼロ・ナナ・ナナ・ゼロ')).toBe('0・7・7・0');
    expect(readScriptNumerals('いちご大好き')).toBe('いちご大好き');
  });

  it('leaves words that only begin with a digit word, and text in other scripts', () => {
    expect(readScriptNumerals('にほんごをべんきょうしています')).toBe('にほんごをべんきょうしています');
    expect(readScriptNumerals('저는 이사 가요')).toBe('저는 이사 가요');
    expect(readScriptNumerals('मैं दो दिन से बीमार हूँ')).toBe('मैं दो दिन से बीमार हूँ');
    expect(readScriptNumerals('hello there')).toBe('hello there');
  });
});
