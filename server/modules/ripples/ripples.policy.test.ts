import { describe, expect, it } from 'vitest';
import {
  assertCanPass,
  assertNodeVisible,
  assertRippleOwner,
  isNoteVisible,
  isRippleOwner,
  NOTE_HIDDEN,
} from './ripples.policy';

const chain = { ownerKey: 'K'.repeat(31) + 'y' };

describe('ripple policy', () => {
  it('knows the owner by the exact owner key only', () => {
    expect(isRippleOwner(chain.ownerKey, chain)).toBe(true);
    for (const key of [undefined, null, '', 'K'.repeat(31), 'K'.repeat(31) + 'Y', `${chain.ownerKey}x`])
      expect(isRippleOwner(key, chain), String(key)).toBe(false);
    expect(() => assertRippleOwner('guess', chain)).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => assertRippleOwner(chain.ownerKey, chain)).not.toThrow();
  });

  it('shows a note only while it exists and its owner has not hidden it', () => {
    expect(isNoteVisible({ status: 'active' })).toBe(true);
    expect(isNoteVisible({ status: 'hidden' })).toBe(false);
    expect(isNoteVisible(undefined)).toBe(false);
    expect(isNoteVisible(null)).toBe(false);
    expect(() => assertNodeVisible({ status: 'hidden' })).toThrow(
      expect.objectContaining({ statusCode: 404, message: NOTE_HIDDEN }),
    );
    expect(() => assertNodeVisible(undefined)).toThrow(
      expect.objectContaining({ statusCode: 404, message: 'Ripple not found' }),
    );
  });

  it('lets a note be passed on only while its ripple is open', () => {
    expect(() => assertCanPass({ status: 'active' })).not.toThrow();
    expect(() => assertCanPass({ status: 'closed' })).toThrow(expect.objectContaining({ statusCode: 409 }));
  });
});
