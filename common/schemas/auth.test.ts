import { describe, expect, it } from 'vitest';
import { accountMessages } from './account';
import { authMessages, loginInput, registerDetailsForm, registerInput } from './auth';
import { avatarMessages } from './avatars';
import {
  changePasswordInput,
  passwordMessages,
  passwordStrengthIssue,
  resetPasswordInput,
  startsWithNumericRun,
} from './passwords';

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
    ).toBe(passwordMessages.passwordMin);
  });
  it('refuses the weak list and a single repeated character', () => {
    expect(passwordStrengthIssue('Password123')).toBe(passwordMessages.weak);
    expect(passwordStrengthIssue('aaaaaaaa')).toBe(passwordMessages.weak);
    expect(passwordStrengthIssue('1111111')).toBe(passwordMessages.weak);
  });
  it('refuses a password that starts with a simple numeric run', () => {
    expect(passwordStrengthIssue('1234abcd')).toBe(passwordMessages.sequence);
    expect(passwordStrengthIssue('98765xyz!')).toBe(passwordMessages.sequence);
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
    expect(firstMessage(details)).toBe(passwordMessages.passwordsMatch);
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
    expect(firstMessage(change)).toBe(passwordMessages.newPasswordsMatch);
    const reset = resetPasswordInput.safeParse({
      token: '',
      newPassword: 'Kind-Ripple-77',
      confirmPassword: 'Kind-Ripple-77',
    });
    expect(firstMessage(reset)).toBe(passwordMessages.tokenRequired);
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
    ).toBe(accountMessages.email);
  });
  it('accepts only predefined or server-named avatars', () => {
    const base = { username: 'a@b.test', password: 'Kind-Ripple-77', displayName: 'Ann' };
    expect(registerInput.safeParse({ ...base, avatar: '/avatars/12.png' }).success).toBe(true);
    expect(registerInput.safeParse({ ...base, avatar: '/avatars/13.png' }).success).toBe(false);
    expect(registerInput.safeParse({ ...base, avatar: 'https://evil.example/x.png' }).success).toBe(false);
    expect(registerInput.safeParse({ ...base, avatar: '/uploads/avatars/../../etc/passwd' }).success).toBe(false);
    expect(firstMessage(registerInput.safeParse({ ...base, avatar: '' }))).toBe(avatarMessages.avatarMissing);
  });
});
