import { describe, expect, it } from 'vitest';
import { NAMELESS_MEMBER, nameMessages, normalizeName, showDisplayName, showName, showSenderName } from './names';
import { accountMessages, displayName } from './schemas/account';
import { createRippleInput } from './schemas/ripples';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

/** The sender name as POST /api/ripples reads it. */
const senderName = (name: unknown) => createRippleInput.safeParse({ message: 'A kind note', senderName: name });
const senderMessage = (name: unknown) => firstMessage(senderName(name));
const sentName = (name: unknown) => {
  const r = senderName(name);
  if (!r.success) throw new Error(`refused ${JSON.stringify(name)}: ${r.error.issues[0]?.message}`);
  return r.data.senderName;
};

const ORDINARY = ['José', 'Zoë', '李雷', 'Анна', 'محمد', 'Nguyễn Văn A', 'Ana María', 'O’Connell', 'हिन्दी', 'Zoë 🌻'];

describe('normalizeName', () => {
  it('applies NFKC, trims and makes every run of spaces one plain space', () => {
    expect(normalizeName('Ａｄｍｉｎ')).toBe('Admin');
    expect(normalizeName('  Ann \u00A0\u3000 Kind  ')).toBe('Ann Kind');
    expect(normalizeName('ﬁona')).toBe('fiona');
    // Composed and decomposed spellings are one name.
    expect(normalizeName('Zoe\u0308')).toBe('Zoë');
  });

  it('keeps the characters the rules look at', () => {
    expect(normalizeName('Ad\u200Bmin')).toBe('Ad\u200Bmin');
    expect(normalizeName('A\tB')).toBe('A\tB');
  });
});

describe('the name rules shared by display names and sender names', () => {
  it('stores the normalised name', () => {
    expect(displayName.parse('  Ａｎｎ   Ｋｉｎｄ ')).toBe('Ann Kind');
    expect(sentName(' Zoe\u0308 ')).toBe('Zoë');
  });

  it('refuses format characters (Unicode Cf): zero-width spaces and joiners, the soft hyphen, the BOM', () => {
    for (const name of ['Ad\u200Bmin', 'Ann\u200D', 'A\u00ADnn', 'A\uFEFFnn', 'Ann\u2060Kind', 'Ann\u061CKind']) {
      expect(firstMessage(displayName.safeParse(name)), JSON.stringify(name)).toBe(nameMessages.invisible);
      expect(senderMessage(name), JSON.stringify(name)).toBe(nameMessages.invisible);
    }
  });

  it('refuses the Hangul fillers, alone or inside a name', () => {
    for (const name of ['\u3164', '\u115F', '\u1160', '\uFFA0', 'Ann\u3164', '\u3164\u3164 Ann']) {
      expect(firstMessage(displayName.safeParse(name)), JSON.stringify(name)).toBe(nameMessages.invisible);
      expect(senderMessage(name), JSON.stringify(name)).toBe(nameMessages.invisible);
    }
  });

  it('refuses the blank Braille pattern U+2800', () => {
    expect(firstMessage(displayName.safeParse('\u2800'))).toBe(nameMessages.invisible);
    expect(senderMessage('Ann\u2800')).toBe(nameMessages.invisible);
  });

  it('refuses variation selectors and tag characters', () => {
    for (const name of [
      'A\uFE0F',
      'Ann\uFE00',
      'Ann\u{E0100}',
      'Ann\u{E01EF}',
      'Ann\u{E0041}',
      '\u{E0001}Ann',
      'Ann\u{E007F}',
    ]) {
      expect(firstMessage(displayName.safeParse(name)), JSON.stringify(name)).toBe(nameMessages.invisible);
      expect(senderMessage(name), JSON.stringify(name)).toBe(nameMessages.invisible);
    }
  });

  it('refuses line and paragraph separators', () => {
    expect(firstMessage(displayName.safeParse('Ann\u2028Kind'))).toBe(nameMessages.invisible);
    expect(senderMessage('Ann\u2029Kind')).toBe(nameMessages.invisible);
  });

  it('needs at least one letter or digit', () => {
    for (const name of ['!!!', '...', '🌻', '- -', '\u0301']) {
      expect(firstMessage(displayName.safeParse(name)), name).toBe(nameMessages.letterOrNumber);
      expect(senderMessage(name), name).toBe(nameMessages.letterOrNumber);
    }
    expect(displayName.parse('007')).toBe('007');
  });

  it('keeps the control and bidi rules, with their own messages', () => {
    expect(firstMessage(displayName.safeParse('Ana\u202Enivek'))).toBe(
      'Display name contains characters we cannot show',
    );
    expect(firstMessage(displayName.safeParse('A\tB'))).toBe('Display name contains characters we cannot show');
    expect(senderMessage('Ana\u2066x')).toBe('Your name contains characters we cannot show. Please remove them.');
    expect(senderMessage('Ana\u0007')).toBe('Your name contains characters we cannot show. Please remove them.');
  });

  it('applies the length limits after normalising', () => {
    // 50 fullwidth letters and padding are 50 plain letters: accepted.
    expect(displayName.parse(` ${'Ａ'.repeat(50)}  `)).toBe('A'.repeat(50));
    expect(firstMessage(displayName.safeParse('A'.repeat(51)))).toBe(accountMessages.displayNameMax);
    expect(sentName(`${'a'.repeat(29)}${' '.repeat(20)}${'b'.repeat(30)}`)).toBe(`${'a'.repeat(29)} ${'b'.repeat(30)}`);
    // One compatibility character can become many: the limit counts what is kept.
    expect(firstMessage(displayName.safeParse('\uFDFA'.repeat(3)))).toBe(accountMessages.displayNameMax);
    expect(senderMessage('\uFDFA'.repeat(4))).toBe('Please keep your name to 60 characters');
  });

  it('asks for a display name when nothing is left after normalising; a sender name may be left out', () => {
    expect(firstMessage(displayName.safeParse('   '))).toBe(accountMessages.displayNameRequired);
    expect(firstMessage(displayName.safeParse('\u3000'))).toBe(accountMessages.displayNameRequired);
    expect(sentName('\u3000 ')).toBeUndefined();
    expect(sentName('')).toBeUndefined();
    expect(sentName(null)).toBeUndefined();
    expect(sentName(undefined)).toBeUndefined();
  });

  it('accepts ordinary names in many scripts', () => {
    for (const name of ORDINARY) {
      expect(displayName.safeParse(name).success, name).toBe(true);
      expect(sentName(name), name).toBe(name);
    }
  });
});

describe('stored names as they are shown', () => {
  it('shows a stored name normalised, without the characters a new name may not hold', () => {
    expect(showName('Ａｄ\u200Bｍｉｎ')).toBe('Admin');
    expect(showName(' Ann \u3164 Kind\uFE0F ')).toBe('Ann Kind');
    expect(showName('Ana\u202Enivek')).toBe('Ananivek');
    expect(showName('Ed\u0002')).toBe('Ed');
    for (const name of ORDINARY) expect(showName(name)).toBe(name);
  });

  it('shows a display name with nothing visible left as a plain stand-in, a sender name as no name', () => {
    expect(showDisplayName('\u3164')).toBe(NAMELESS_MEMBER);
    expect(showDisplayName('Ann')).toBe('Ann');
    expect(showSenderName('\u2800\u200B')).toBeNull();
    expect(showSenderName(null)).toBeNull();
    expect(showSenderName('Ｍｉａ')).toBe('Mia');
  });
});
