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

  it("reads a Korean sentence's ending after the digits, Thai digit words and Chinese digits as read out", () => {
    expect(readScriptNumerals('공일공일이삼사이야')).toBe('0101234이야');
    expect(readScriptNumerals('เบอร์ ศูนย์แปดหนึ่งสองสาม')).toBe('เบอร์ 08123');
    expect(readScriptNumerals('电话洞幺拐两三勾')).toBe('电话0172三9');
    expect(readScriptNumerals('สามารถ ไปได้')).toBe('สามารถ ไปได้');
    expect(readScriptNumerals('我有两个朋友在洞里')).toBe('我有两个朋友在洞里');
    expect(readScriptNumerals('사이야 좋아')).toBe('사이야 좋아');
  });

  it('leaves words that only begin with a digit word, and text in other scripts', () => {
    expect(readScriptNumerals('にほんごをべんきょうしています')).toBe('にほんごをべんきょうしています');
    expect(readScriptNumerals('저는 이사 가요')).toBe('저는 이사 가요');
    expect(readScriptNumerals('मैं दो दिन से बीमार हूँ')).toBe('मैं दो दिन से बीमार हूँ');
    expect(readScriptNumerals('hello there')).toBe('hello there');
  });
});
