import { describe, expect, it } from 'vitest';
import { fold } from './normalise';
import { spellDigits } from './number-words';

describe('spellDigits', () => {
  it('reads English digits, oh, double and triple, hundreds', () => {
    expect(spellDigits('oh seven seven double oh, nine triple five')).toBe('0 7 7 00, 9 555');
    expect(spellDigits('seven seven hundred, one twenty three')).toBe('7 700, 1 23');
  });

  it('reads Spanish, French and German, with their two-digit words', () => {
    expect(spellDigits('doce treinta y cuatro')).toBe('12 34');
    expect(spellDigits('zero six, soixante-dix-huit, quatre-vingt-douze')).toBe('0 6, 78, 92');
    expect(spellDigits('null eins dreiundzwanzig')).toBe('0 1 23');
  });

  it('reads digit words glued to digits', () => {
    expect(spellDigits('0six 12 trente-4')).toBe('06 12 34');
  });

  it('reads the languages n2words spells, with their hundreds, and Hindi in Latin letters', () => {
    expect(spellDigits(fold('sześćset dwa, trzysta czterdzieści pięć'))).toBe('602, 345');
    expect(spellDigits(fold('sıfır beş üç iki, yüz yirmi üç'))).toBe('0 5 3 2, 123');
    expect(spellDigits(fold('ноль девять один два'))).toBe('0 9 1 2');
    expect(spellDigits(fold('dreihundertfünfundvierzig'))).toBe('345');
    expect(spellDigits('nau aath saat chheh paanch')).toBe('9 8 7 6 5');
  });

  it('reads digit words glued into one word in one language, and Greek spoken forms', () => {
    expect(spellDigits('zerozero ninetwo').replace(/\s+/g, ' ').trim()).toBe('0 0 9 2');
    expect(spellDigits('cerocero').replace(/\s+/g, ' ').trim()).toBe('0 0');
    expect(spellDigits(fold('εννιά εφτά οχτώ'))).toBe('9 7 8');
    expect(spellDigits('undue someone nonetheless')).toBe('undue someone nonetheless');
  });

  it('leaves a number word of another language standing alone in a sentence', () => {
    expect(spellDigits(fold('jag har sex lektioner idag'))).toBe(fold('jag har sex lektioner idag'));
    expect(spellDigits(fold('sto lat, sto lat'))).toBe(fold('sto lat, sto lat'));
    expect(spellDigits('on my way home')).toBe('on my way home');
    // 'to' between numbers is a range; words of one language between single digits still read ('noll 7 sju').
    expect(spellDigits('from 5 to 6, text home to 741741 to reach them')).toBe(
      'from 5 to 6, text home to 741741 to reach them',
    );
    expect(spellDigits(fold('noll 7 sju 0 noll'))).toBe('0 7 7 0 0');
  });
});
