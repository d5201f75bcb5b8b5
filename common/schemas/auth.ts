import { z } from 'zod';
import { EMAIL_MAX, displayName, emailAddress } from './account';
import { avatarPath } from './avatars';
import { PASSWORD_MAX, newPassword, passwordMessages } from './passwords';

// Signing in and joining: login, registration, the captcha.

/** The spec's texts of login and registration (part 1 §5), used by the forms and the routes alike. */
export const authMessages = {
  terms: 'You must agree to be kind and accept our terms to join our community',
  usernameRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
  captcha: 'Please complete the reCAPTCHA verification.',
  invalidCredentials: 'Invalid username/email or password',
} as const;

/** POST /api/login. Login never applies the length rule: a wrong password is just wrong. */
export const loginInput = z.object({
  username: z
    .string({ error: authMessages.usernameRequired })
    .trim()
    .min(1, authMessages.usernameRequired)
    .max(EMAIL_MAX, authMessages.invalidCredentials),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(PASSWORD_MAX, authMessages.invalidCredentials),
});
export type LoginInput = z.infer<typeof loginInput>;

/** The 401 of POST /api/login when the account needs the check and the attempt came without a good one. */
export const LOGIN_CHECK_MESSAGE = 'To keep this account safe, please complete the quick check and log in again.';

/**
 * POST /api/login's 401. `captchaRequired: true` says the next attempt must carry a solved captcha (the
 * X-Recaptcha-Token header, as registration sends it): the account has had 5 failed logins in 15 minutes.
 */
export const loginRefused = z.object({ message: z.string(), captchaRequired: z.boolean().optional() });
export type LoginRefused = z.infer<typeof loginRefused>;

/** POST /api/register (the captcha token travels in the X-Recaptcha-Token header). */
export const registerInput = z.object({
  username: emailAddress,
  password: newPassword,
  displayName,
  avatar: avatarPath,
});
export type RegisterInput = z.infer<typeof registerInput>;

/** Registration step 1 in the form: e-mail, display name, password twice and the terms. */
export const registerDetailsForm = z
  .object({
    username: emailAddress,
    displayName,
    password: newPassword,
    confirmPassword: z.string(),
    terms: z.boolean().refine((v) => v === true, { message: authMessages.terms }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordMessages.passwordsMatch,
  });
export type RegisterDetailsForm = z.input<typeof registerDetailsForm>;

/** GET /api/auth/captcha: an ALTCHA challenge (opaque to the client, handed to the widget). */
export const altchaChallenge = z.record(z.string(), z.unknown());
export type AltchaChallenge = z.infer<typeof altchaChallenge>;
