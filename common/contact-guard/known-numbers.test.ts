import { describe, expect, it } from 'vitest';
import { isKnownNumber, maskKnownNumbers } from './known-numbers';

describe('known numbers', () => {
  it.each(['08001111', '116123', '18006686868', '741741', '08001110111', '900202010', '0120997777'])(
    'passes the helpline %s',
    (digits) => {
      expect(isKnownNumber(digits)).toBe(true);
    },
  );

  it('passes digits of famous constants, from the start or as a piece', () => {
    expect(isKnownNumber('314159265358979')).toBe(true);
    expect(isKnownNumber('2653589793')).toBe(true);
    expect(isKnownNumber('271828182845')).toBe(true);
  });

  it('passes no number a helpline or a constant is only part of, and no short helpline alone', () => {
    expect(isKnownNumber('0800111122')).toBe(false);
    expect(isKnownNumber('07700900123')).toBe(false);
    expect(isKnownNumber('999')).toBe(false);
    expect(isKnownNumber('3141')).toBe(false);
  });

  it('sets them aside in a text, written the way they are written', () => {
    expect(maskKnownNumbers('call Childline on 0800 1111 or 07700 900123', 'kept')).toBe(
      'call Childline on kept or 07700 900123',
    );
    expect(maskKnownNumbers('Kids Help Phone 1-800-668-6868', 'kept')).toBe('Kids Help Phone kept');
    expect(maskKnownNumbers('pi is 3.14159 26535 89793', 'kept')).toBe('pi is kept');
  });
});
