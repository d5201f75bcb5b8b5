import { describe, expect, it } from 'vitest';
import { findInRun } from './runs';

describe('findInRun', () => {
  it('refuses the message that completes a detail split over several messages', () => {
    expect(findInRun('00123', ['077', '009'])).toMatchObject({ kind: 'phone' });
    expect(findInRun('sam_smith10', ['my snap is'])).not.toBeNull();
    expect(findInRun('.ee/jazzyk', ['linktr'])).toMatchObject({ kind: 'link' });
    expect(findInRun('app me', ['wh', 'ats'])).toMatchObject({ kind: 'app' });
  });

  it('reads a label with a name in pieces, and a word sent a letter at a time', () => {
    expect(findInRun('.d07', ["mon snap c'est", 'lea'])).not.toBeNull();
    expect(findInRun('0312だよ', ['LINEのID', 'yuki'])).not.toBeNull();
    expect(findInRun('a', ['my insta', 'k', 'i', 'r'])).not.toBeNull();
  });

  it('keeps counting and pi over several messages', () => {
    expect(findInRun('七、八、九、十', ['一、二、三', '四、五、六'])).toBeNull();
    expect(findInRun('sieben, acht, neun, null', ['ich zähle: eins, zwei, drei', 'vier, fünf, sechs'])).toBeNull();
    expect(findInRun('89793 thats all I memorised', ['pi is 3.14159', '26535'])).toBeNull();
    expect(findInRun('a b c', ['the answers are'])).toBeNull();
  });

  it('keeps an ordinary message after earlier ones', () => {
    expect(findInRun('the answer is 2019 i think', ['open page 12', 'question 4'])).toBeNull();
    expect(findInRun('13 21 34', ['1 1 2 3 5 8'])).toBeNull();
    expect(findInRun('thanks!', ['add me to the group'])).toBeNull();
    // Numbered sentences are not the pieces of one word ('1Message' must not read as 'iMessage').
    expect(findInRun('Message 5', ['Message 1', 'Message 3'])).toBeNull();
    expect(findInRun('question 5', ['question 1', 'question 3'])).toBeNull();
  });

  it('keeps a number the earlier messages name', () => {
    expect(findInRun('112-4837261', ['my order number is'])).toBeNull();
    expect(findInRun('-5590123', ['my order number is', '112-4837261'])).toBeNull();
    expect(findInRun('07700 900123', ['see you at 5'])).toMatchObject({ kind: 'phone' });
    // Named by a message before the pieces read with it.
    expect(findInRun('118776', ['the ISBN is 978', '0', '14'])).toBeNull();
    expect(findInRun('6789', ['first part: +49 151', 'second: 2345'])).toMatchObject({ kind: 'phone' });
  });

  it('does not hold what the earlier messages already held against an ordinary new one', () => {
    expect(findInRun('see you tomorrow', ['my number is 07700 900123'])).toBeNull();
  });

  it('reads at most the last 5 earlier messages', () => {
    expect(findInRun('x', ['my insta', 'k', 'i', 'r', 'a'])).not.toBeNull();
    expect(findInRun('y', ['my insta', 'k', 'i', 'r', 'a', 'x'])).toBeNull();
  });

  it('refuses a number sent a digit at a time: six single digits in a row that do not count', () => {
    expect(findInRun('3', ['0', '7', '7', '0', '0', '9', '0', '0', '1', '2'])?.kind).toBe('phone');
    expect(findInRun('3', ['8', '7', '6', '5', '4'])).toBeNull();
  });
});
