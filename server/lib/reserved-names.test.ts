import { describe, expect, it } from 'vitest';
import { nameMessages } from '../../common/names';
import { HttpError } from '../http-error';
import { assertNameNotReserved, isReservedName } from './reserved-names';

describe('isReservedName', () => {
  it('refuses the brand and the staff titles in any letter case', () => {
    for (const name of ['KindRipple', 'kindripple', 'KINDRIPPLE', 'Admin', 'admin', 'ADMIN', 'AdMiN']) {
      expect(isReservedName(name), name).toBe(true);
    }
    for (const name of ['Administrator', 'Moderator', 'moderator', 'MODERATOR', 'KindRipple Team']) {
      expect(isReservedName(name), name).toBe(true);
    }
  });

  it('refuses look-alikes by the confusables skeleton', () => {
    for (const name of [
      'Аdmin', // Cyrillic А
      'аdmіn', // Cyrillic а and і
      'Αdmin', // Greek Alpha
      'KindRippIe', // capital I for l
      'K1ndRipple',
      'KindRipp|e', // a bar for l
      'Adrnin', // rn for m
      'rnoderator',
      'ADM1N',
      'Ｍｏｄｅｒａｔｏｒ', // fullwidth
      'Ádmin', // an accent does not make it another name
      'Mοderatοr', // Greek omicron
    ]) {
      expect(isReservedName(name), name).toBe(true);
    }
  });

  it('ignores spaces, punctuation and invisible characters between the letters', () => {
    for (const name of ['Kind Ripple', 'Kind-Ripple', 'K.ind Ripple', 'Ad min', 'Ad.min', 'Ad\u200Bmin', 'A d m i n']) {
      expect(isReservedName(name), name).toBe(true);
    }
  });

  it('refuses the brand anywhere it starts a word, and a staff title as a word of a longer name', () => {
    for (const name of [
      'KindRipple Support',
      'The KindRipple Team',
      'Official KindRipple',
      'TheKindRipple',
      'KindRippleBot',
      'Kind Ripples',
      'Admin Anna',
      'Admin_Anna',
      'Sam the Moderator',
      'Site Administrator',
      'Admin1',
      'admin 2',
      'Moderator2024',
      '1Admin',
      'Ad1min',
      'KindRipple2',
    ]) {
      expect(isReservedName(name), name).toBe(true);
    }
  });

  it('accepts longer ordinary names that merely hold a common word', () => {
    for (const name of [
      'Adminah',
      'AdminAnna',
      'Kind Rita',
      'Rita Kind',
      'Kind',
      'Ripple',
      'Humankind Ripples',
      'Kinder Ripples',
      'Admiral Ada',
      'Amin',
      'Moderato',
      'Modesto',
      'Team Rocket',
      'The staff at Ward 7',
      'Anna1',
      'Admiral 2',
    ]) {
      expect(isReservedName(name), name).toBe(false);
    }
  });

  it('accepts ordinary names in many scripts', () => {
    for (const name of ['José', 'Zoë', '李雷', 'Анна', 'محمد', 'Nguyễn Văn A', 'Ana María', 'Админ Петров']) {
      expect(isReservedName(name), name).toBe(false);
    }
  });
});

describe('assertNameNotReserved', () => {
  it('answers 400 with the message on the named field', () => {
    let error: unknown;
    try {
      assertNameNotReserved('Аdmin', 'senderName');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 400,
      message: nameMessages.reserved,
      extra: { errors: { senderName: nameMessages.reserved } },
    });
  });

  it('lets an ordinary name or no name through', () => {
    expect(() => assertNameNotReserved('Ann', 'displayName')).not.toThrow();
    expect(() => assertNameNotReserved(undefined, 'senderName')).not.toThrow();
    expect(() => assertNameNotReserved(null, 'senderName')).not.toThrow();
  });
});
