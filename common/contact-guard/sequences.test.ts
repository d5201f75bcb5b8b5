import { describe, expect, it } from 'vitest';
import { isCharacterCodes, isList, isSequence } from './sequences';

const groups = (run: string) => run.split(/\D+/).filter(Boolean);
const list = (run: string) => isList(run, groups(run), false);

describe('sequences and lists', () => {
  it.each([
    '1914-1918',
    '12 13 14 15',
    '1 2 3 4 5 6 7 8 9 0',
    '2, 4, 8, 16, 32, 64',
    '1, 4, 9, 16, 25, 36, 49',
    '1 3 6 10 15 21 28',
    '1 8 27 64 125 216',
    '1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144',
    '2 3 5 7 11 13 17 19 23',
    '100, 81, 64, 49, 36, 25, 16',
    '3: 3, 9, 27, 81, 243, 729',
  ])('reads %j as a list', (run) => {
    expect(list(run)).toBe(true);
  });

  it.each(['07700 900123', '0 7 7 0 0 9 0 0 1 2 3', '06 12 34 56 78', '555 0147', '9 8 7 6 5 4 3 2 1 0 5'])(
    'reads %j as no list',
    (run) => {
      expect(list(run)).toBe(false);
    },
  );

  it('needs four numbers for a step and five for a rule of the steps', () => {
    expect(isSequence(['10', '20', '30', '40'])).toBe(true);
    expect(isSequence(['1', '4', '9', '16'])).toBe(false);
  });

  it('keeps character codes that spell text, not those that spell a number', () => {
    expect(isCharacterCodes(groups('72 101 108 108 111'), 'ascii 72 101 108 108 111 spells hello')).toBe(true);
    expect(isCharacterCodes(groups('48 55 55 48 48 57 48 48 49 50 51'), 'my number in ascii')).toBe(false);
    expect(isCharacterCodes(groups('72 101 108 108 111'), 'call 72 101 108 108 111')).toBe(false);
  });
});
