import { z } from 'zod';
import { emailAddress } from './account';

// Passwords: what a new one must be (the forms and the routes check the same), and the calls that change one (the
// member's change, the forgotten password's link). The server adds its own checks (server/modules/auth/passwords/).

/** The spec's texts about passwords (part 1 §5, part 2 §5), used by the forms and the routes alike. */
export const passwordMessages = {
  passwordMin: 'Password must be at least 7 characters',
  passwordMax: 'Password must be at most 256 characters',
  passwordsMatch: 'Passwords do not match',
  newPasswordsMatch: 'New passwords do not match',
  weak: 'Please choose a stronger password.',
  sequence: 'Password cannot be a simple sequence.',
  currentPasswordRequired: 'Current password is required',
  tokenRequired: 'Reset token is required',
} as const;

export const PASSWORD_MIN = 7;
export const PASSWORD_MAX = 256;

/**
 * Passwords people pick first; the form refuses them at once. The server also checks a list of tens of
 * thousands of common passwords (server/modules/auth/passwords/common-passwords.ts).
 */
export const WEAK_PASSWORDS: readonly string[] = [
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwerty1',
  'qwerty12',
  'qwerty123',
  'qwertyu',
  'qwertyui',
  'qwertyuiop',
  'asdfghj',
  'asdfghjk',
  'asdfghjkl',
  'zxcvbnm',
  'letmein',
  'letmein1',
  'welcome',
  'welcome1',
  'welcome123',
  'iloveyou',
  'iloveyou1',
  'abc1234',
  'abcd1234',
  'abcdefg',
  'abcdefgh',
  'admin123',
  'administrator',
  'monkey123',
  'dragon123',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'trustno1',
  'whatever',
  'starwars',
  'superman',
  'batman123',
  'changeme',
  'kindness',
  'kindness1',
  'kindripple',
  'secret1',
  'secret123',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'qazwsx123',
  'football1',
  'master123',
];

/** True for a password made of one repeated character ('aaaaaaa', '1111111'). */
export function isRepeatedCharacter(password: string): boolean {
  return password.length > 0 && /^(.)\1*$/su.test(password);
}

/** True when the password starts with a run of four or more consecutive digits, up or down ('1234...', '9876...'). */
export function startsWithNumericRun(password: string): boolean {
  const m = /^\d{4,}/.exec(password);
  if (!m) return false;
  const d = m[0];
  const step = Number(d[1]) - Number(d[0]);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < 4; i++) if (Number(d[i]) - Number(d[i - 1]) !== step) return false;
  return true;
}

/** The inline strength check both sides run: the weak list and repeated characters, then numeric runs. */
export function passwordStrengthIssue(password: string): string | null {
  if (WEAK_PASSWORDS.includes(password.toLowerCase()) || isRepeatedCharacter(password)) return passwordMessages.weak;
  if (startsWithNumericRun(password)) return passwordMessages.sequence;
  return null;
}

/** A new password (register, reset, change): at least 7 characters and not weak. */
export const newPassword = z
  .string({ error: passwordMessages.passwordMin })
  .min(PASSWORD_MIN, passwordMessages.passwordMin)
  .max(PASSWORD_MAX, passwordMessages.passwordMax)
  .superRefine((value, ctx) => {
    const issue = passwordStrengthIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

export const forgotPasswordInput = z.object({ email: emailAddress });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

/** POST /api/auth/reset-password, and the reset form. */
export const resetPasswordInput = z
  .object({
    token: z
      .string({ error: passwordMessages.tokenRequired })
      .min(1, passwordMessages.tokenRequired)
      .max(200, passwordMessages.tokenRequired),
    newPassword,
    confirmPassword: z.string({ error: passwordMessages.passwordsMatch }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordMessages.passwordsMatch,
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** POST /api/user/change-password, and the profile form. */
export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: passwordMessages.currentPasswordRequired })
      .min(1, passwordMessages.currentPasswordRequired)
      .max(PASSWORD_MAX),
    newPassword,
    confirmNewPassword: z.string({ error: passwordMessages.newPasswordsMatch }),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: passwordMessages.newPasswordsMatch,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** GET /api/auth/verify-reset-token/{token}: the token as it came in the link (checked by the server). */
export const resetTokenParams = z.object({ token: z.string().max(200) });

/** GET /api/auth/verify-reset-token/{token}: whether the link still works. */
export const verifyResetTokenResponse = z.object({ valid: z.boolean() });
export type VerifyResetTokenResponse = z.infer<typeof verifyResetTokenResponse>;

export const FORGOT_PASSWORD_SENT =
  'If an account with that email exists, you will receive a password reset link shortly';
