import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural';

describe('plural', () => {
  it('says one for 1 and the plural for every other count, 0 included', () => {
    expect(plural(1, 'note')).toBe('1 note');
    expect(plural(0, 'note')).toBe('0 notes');
    expect(plural(2, 'note')).toBe('2 notes');
    expect(plural(21, 'note')).toBe('21 notes');
  });

  it('takes the plural form when it is not just an s', () => {
    expect(plural(1, 'member has', 'members have')).toBe('1 member has');
    expect(plural(3, 'member has', 'members have')).toBe('3 members have');
    expect(pluralWord(1, 'like')).toBe('like');
    expect(pluralWord(5, 'like')).toBe('likes');
  });
});
