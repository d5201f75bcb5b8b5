import { describe, expect, it } from 'vitest';
import {
  PROFILE_AVATAR_UPLOAD,
  REGISTER_AVATAR_UPLOAD,
  authMessages,
  avatarFileIssue,
  changePasswordInput,
  confirmsAccountDeletion,
  deleteAccountForm,
  loginInput,
  passwordStrengthIssue,
  registerDetailsForm,
  registerInput,
  resetPasswordInput,
  startsWithNumericRun,
} from './auth';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('password rules shared by the forms and the routes', () => {
  it('needs at least 7 characters', () => {
    expect(
      firstMessage(
        registerInput.safeParse({
          username: 'a@b.test',
          password: 'Ab1!xy',
          displayName: 'A',
          avatar: '/avatars/1.png',
        }),
      ),
    ).toBe(authMessages.passwordMin);
  });
  it('refuses the weak list and a single repeated character', () => {
    expect(passwordStrengthIssue('Password123')).toBe(authMessages.weak);
    expect(passwordStrengthIssue('aaaaaaaa')).toBe(authMessages.weak);
    expect(passwordStrengthIssue('1111111')).toBe(authMessages.weak);
  });
  it('refuses a password that starts with a simple numeric run', () => {
    expect(passwordStrengthIssue('1234abcd')).toBe(authMessages.sequence);
    expect(passwordStrengthIssue('98765xyz!')).toBe(authMessages.sequence);
    expect(startsWithNumericRun('1357abcd')).toBe(false);
    expect(startsWithNumericRun('ab1234cd')).toBe(false);
    expect(passwordStrengthIssue('Kind-Ripple-77')).toBeNull();
  });
  it('checks the confirmation with the spec texts', () => {
    const details = registerDetailsForm.safeParse({
      username: 'a@b.test',
      displayName: 'Ann',
      password: 'Kind-Ripple-77',
      confirmPassword: 'Kind-Ripple-78',
      terms: true,
    });
    expect(firstMessage(details)).toBe(authMessages.passwordsMatch);
    const terms = registerDetailsForm.safeParse({
      username: 'a@b.test',
      displayName: 'Ann',
      password: 'Kind-Ripple-77',
      confirmPassword: 'Kind-Ripple-77',
      terms: false,
    });
    expect(firstMessage(terms)).toBe(authMessages.terms);
    const change = changePasswordInput.safeParse({
      currentPassword: 'x',
      newPassword: 'Kind-Ripple-77',
      confirmNewPassword: 'nope-nope-1',
    });
    expect(firstMessage(change)).toBe(authMessages.newPasswordsMatch);
    const reset = resetPasswordInput.safeParse({
      token: '',
      newPassword: 'Kind-Ripple-77',
      confirmPassword: 'Kind-Ripple-77',
    });
    expect(firstMessage(reset)).toBe(authMessages.tokenRequired);
  });
  it('never applies the length rule at login', () => {
    expect(loginInput.safeParse({ username: 'a@b.test', password: 'abc' }).success).toBe(true);
    expect(firstMessage(loginInput.safeParse({ username: '', password: 'abc' }))).toBe(authMessages.usernameRequired);
  });
  it('lower-cases the e-mail and refuses a bad one with the spec text', () => {
    expect(
      registerInput.parse({
        username: ' Ann@Example.TEST ',
        password: 'Kind-Ripple-77',
        displayName: 'Ann',
        avatar: '/avatars/2.png',
      }).username,
    ).toBe('ann@example.test');
    expect(
      firstMessage(
        registerInput.safeParse({
          username: 'not-an-email',
          password: 'Kind-Ripple-77',
          displayName: 'Ann',
          avatar: '/avatars/2.png',
        }),
      ),
    ).toBe(authMessages.email);
  });
  it('accepts only predefined or server-named avatars', () => {
    const base = { username: 'a@b.test', password: 'Kind-Ripple-77', displayName: 'Ann' };
    expect(registerInput.safeParse({ ...base, avatar: '/avatars/12.png' }).success).toBe(true);
    expect(registerInput.safeParse({ ...base, avatar: '/avatars/13.png' }).success).toBe(false);
    expect(registerInput.safeParse({ ...base, avatar: 'https://evil.example/x.png' }).success).toBe(false);
    expect(registerInput.safeParse({ ...base, avatar: '/uploads/avatars/../../etc/passwd' }).success).toBe(false);
    expect(firstMessage(registerInput.safeParse({ ...base, avatar: '' }))).toBe(authMessages.avatarMissing);
  });
});

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

describe('account deletion confirmation', () => {
  it('matches the username in any letter case, trimmed', () => {
    expect(confirmsAccountDeletion('  Ann@Example.TEST ', 'ann@example.test')).toBe(true);
    expect(confirmsAccountDeletion('ann@example.tes', 'ann@example.test')).toBe(false);
    expect(confirmsAccountDeletion('', 'ann@example.test')).toBe(false);
  });
  it('the dialog form runs the route schema and the match, with the spec text', () => {
    const form = deleteAccountForm('ann@example.test');
    expect(form.parse({ username: ' ANN@example.test ' })).toEqual({ username: 'ANN@example.test' });
    expect(firstMessage(form.safeParse({ username: '' }))).toBe(authMessages.deleteConfirm);
    expect(firstMessage(form.safeParse({ username: 'bob@example.test' }))).toBe(authMessages.deleteConfirm);
  });
});
