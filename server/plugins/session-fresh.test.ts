import { describe, expect, it } from 'vitest';
import { freshCookieValue, isFresh } from './session';

// The 'fresh until' cookie (decision 069): only this site can make one, and only for a moment.
describe("the 'fresh until' cookie", () => {
  const secret = 'a'.repeat(64);
  const now = 1_800_000_000_000;

  it('is fresh until its time, signed by the shared secret', () => {
    expect(isFresh(secret, freshCookieValue(secret, now + 1500), now, 2000)).toBe(true);
    expect(isFresh(secret, freshCookieValue(secret, now + 1500), now + 1500, 2000)).toBe(false);
  });

  it('refuses one signed with another secret, a changed time, one for longer than the window, and junk', () => {
    const value = freshCookieValue(secret, now + 1500);
    expect(isFresh('b'.repeat(64), value, now, 2000)).toBe(false);
    expect(isFresh(secret, value.replace(String(now + 1500), String(now + 1900)), now, 2000)).toBe(false);
    expect(isFresh(secret, freshCookieValue(secret, now + 60_000), now, 2000)).toBe(false);
    for (const junk of [undefined, '', '.', `${now + 1500}`, `${now + 1500}.`, 'x.y', `-1.${value.split('.')[1]}`])
      expect(isFresh(secret, junk, now, 2000)).toBe(false);
  });
});
