import { describe, expect, it } from 'vitest';
import { findInRun } from './runs';
import { fold, foldCased } from './normalise';
import { findDigitSignal } from './signals-digits';

const digits = (text: string) => findDigitSignal(fold(text), text.normalize('NFKC').toLowerCase(), foldCased(text));

describe('findDigitSignal: digits amounting to a number however said', () => {
  it.each([
    'mi número: cero seis, doce, treinta y cuatro, cincuenta y seis',
    'il mio numero: tre quattro sette, doppio uno, cinque cinque, otto nove',
    'המספר שלי: אפס שתיים, שלוש ארבע, חמש שש שבע',
    'three fives, then a one, two twos, a nine and two eights',
    'num: B C D A A E F G H (A=0 B=1)',
    'O-VI-IX-IX-O-II-III-IV-V-I',
    'ok so 0 7 7 0 0 then 9 0 0 and 6 1 2 at the end',
    'first 3 digits are my age times 7, then 900 123',
    'take 07700, then my house number twice, then 123',
  ])('refuses %j', (text) => expect(digits(text)).not.toBeNull());

  it.each([
    'three fives are fifteen and two twos are four',
    'A=1, B=2, C=3: what is CAB?',
    'XIV plus IX is XXIII',
    'mi número favorito es el siete',
    'Sudoku row: 5 3 4 6 7 8 9 1 2 — the middle box is the tricky one',
    '1 2 3 4 5 6 7 8 and turn',
    '3 squared is 9, then 11 squared is 121, then 12 squared is 144',
    'take 12, then multiply by 3, then add 900',
  ])('keeps %j', (text) => expect(digits(text)).toBeNull());
});

describe('a number sent a digit at a time', () => {
  const run = (messages: string[]) =>
    messages.some((m, i) => findInRun(m, messages.slice(Math.max(0, i - 5), i)) !== null);
  it('refuses six single digits in a row that do not count', () =>
    expect(run(['0', '7', '9', '0', '3', '6', '2'])).toBe(true));
  it('keeps a countdown and counting up', () => {
    expect(run(['6', '5', '4', '3', '2', '1'])).toBe(false);
    expect(run(['1', '2', '3', '4', '5', '6', '7'])).toBe(false);
  });
});
