import { describe, expect, it } from 'vitest';
import { PREDEFINED_AVATARS, avatarMessages } from '../../../common/schemas/avatars';
import { assertPredefinedAvatarChoice, isPredefinedAvatar } from './users.policy';

describe('assertPredefinedAvatarChoice', () => {
  it('answers the path of each drawn avatar', () => {
    for (const avatar of PREDEFINED_AVATARS) expect(assertPredefinedAvatarChoice({ avatar })).toBe(avatar);
  });

  it("refuses anything else with the spec's 400: an upload, a foreign URL, an unknown number, a bad body", () => {
    for (const body of [
      { avatar: `/uploads/avatars/${'b'.repeat(32)}.webp` },
      { avatar: 'https://evil.example/a.png' },
      { avatar: '/avatars/99.png' },
      { avatar: 7 },
      {},
      null,
      'avatar=/avatars/1.png',
    ]) {
      expect(() => assertPredefinedAvatarChoice(body), JSON.stringify(body)).toThrowError(
        expect.objectContaining({ statusCode: 400, message: avatarMessages.avatarInvalid }),
      );
    }
  });

  it('isPredefinedAvatar knows the twelve drawn avatars only', () => {
    expect(PREDEFINED_AVATARS).toHaveLength(12);
    expect(isPredefinedAvatar('/avatars/12.png')).toBe(true);
    expect(isPredefinedAvatar('/avatars/13.png')).toBe(false);
  });
});
