import { describe, expect, it } from 'vitest';
import { findHandle } from './handles';

describe('findHandle', () => {
  it('finds @handles, tags and Reddit names', () => {
    expect(findHandle('follow me @sam_writes')).toBe('@sam_writes');
    expect(findHandle('discord: nightowl#4821')).toBe('nightowl#4821');
    expect(findHandle('reddit u/throwaway_sad24')).toBe('u/throwaway_sad24');
  });

  it('leaves decorators in a message about code, but not an account name there', () => {
    expect(findHandle('in python the @ symbol is a decorator, like @staticmethod above a method')).toBeNull();
    expect(findHandle('my python tutor is @mr_smith_codes')).toBe('@mr_smith_codes');
  });

  it('leaves the words of code after an @: at-rules, annotations, decorators, doc tags', () => {
    for (const text of [
      '@media (max-width: 600px)',
      '@override',
      '@test public void adds()',
      '@param x the value',
      '@app.route("/")',
      '@pytest.fixture',
    ])
      expect(findHandle(text), text).toBeNull();
    expect(findHandle('@media.lily09 on insta')).toBe('@media.lily09');
  });

  it('leaves times, e-mail addresses and colours', () => {
    expect(findHandle('see you @ 5pm')).toBeNull();
    expect(findHandle('hex colour #ff5733')).toBeNull();
  });
});
