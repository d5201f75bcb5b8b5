import { describe, expect, it } from 'vitest';
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
});
