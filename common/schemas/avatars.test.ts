import { describe, expect, it } from 'vitest';
import { PROFILE_AVATAR_UPLOAD, REGISTER_AVATAR_UPLOAD, avatarFileIssue } from './avatars';

describe('avatar upload rules shared by the forms and the routes', () => {
  it('has the spec texts and limits', () => {
    expect(REGISTER_AVATAR_UPLOAD).toMatchObject({
      maxBytes: 2 * 1024 * 1024,
      tooLarge: 'Please select an image under 2MB',
      wrongType: 'Please upload a JPG, PNG or GIF image.',
    });
    expect(REGISTER_AVATAR_UPLOAD.mimeTypes).toEqual(['image/jpeg', 'image/png', 'image/gif']);
    expect(PROFILE_AVATAR_UPLOAD).toMatchObject({
      maxBytes: 5 * 1024 * 1024,
      tooLarge: 'Please select an image under 5MB',
    });
    expect(PROFILE_AVATAR_UPLOAD.mimeTypes).toContain('image/webp');
  });
  it('tells the type first, then the size', () => {
    expect(avatarFileIssue({ type: 'image/webp', size: 10 }, REGISTER_AVATAR_UPLOAD)).toBe(
      REGISTER_AVATAR_UPLOAD.wrongType,
    );
    expect(avatarFileIssue({ type: 'image/svg+xml', size: 10 }, PROFILE_AVATAR_UPLOAD)).toBe(
      PROFILE_AVATAR_UPLOAD.wrongType,
    );
    expect(
      avatarFileIssue({ type: 'image/png', size: REGISTER_AVATAR_UPLOAD.maxBytes + 1 }, REGISTER_AVATAR_UPLOAD),
    ).toBe(REGISTER_AVATAR_UPLOAD.tooLarge);
    expect(
      avatarFileIssue({ type: 'image/png', size: REGISTER_AVATAR_UPLOAD.maxBytes }, REGISTER_AVATAR_UPLOAD),
    ).toBeNull();
  });
});
