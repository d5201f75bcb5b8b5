import { z } from 'zod';
import { nameChecks, normalizeName } from '../names';
import { currentUser } from './users';

/** The spec's texts (part 1 §5, part 2 §5), used by the forms and the routes alike. */
export const authMessages = {
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 7 characters',
  passwordMax: 'Password must be at most 256 characters',
  passwordsMatch: 'Passwords do not match',
  newPasswordsMatch: 'New passwords do not match',
  weak: 'Please choose a stronger password.',
  sequence: 'Password cannot be a simple sequence.',
  terms: 'You must agree to be kind and accept our terms to join our community',
  usernameRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  displayNameRequired: 'Display name is required',
  displayNameMax: 'Display name must be at most 50 characters',
  tokenRequired: 'Reset token is required',
  captcha: 'Please complete the reCAPTCHA verification.',
  avatarMissing:
    'Please select an avatar before creating your account. If this error persists, try refreshing the page.',
  avatarInvalid: 'Please choose one of our avatars or upload your own photo.',
  avatarNotChosen: 'Please select an avatar or upload your own photo before creating your account.',
  avatarNoFile: 'Please select a file to upload, or choose one of our lovely avatars.',
  deleteConfirm: 'Please enter your username correctly to confirm deletion',
  invalidCredentials: 'Invalid username/email or password',
} as const;

export const PASSWORD_MIN = 7;
export const PASSWORD_MAX = 256;
export const DISPLAY_NAME_MAX = 50;
export const EMAIL_MAX = 254;
/** Number of predefined avatars served at /avatars/1.png ... */
export const PREDEFINED_AVATAR_COUNT = 12;
/** Registration upload limit (part 1 §5) and profile upload limit (part 2 §5). */
export const REGISTER_AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** An image kind an avatar upload may be (the server tells it by the file's first bytes). */
export type AvatarImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** What one upload form accepts, and the texts its form and its route both show when a file does not fit. */
export interface AvatarUploadRules {
  maxBytes: number;
  kinds: readonly AvatarImageKind[];
  /** The same kinds as MIME types, for the file input's `accept` and the form's check. */
  mimeTypes: readonly string[];
  tooLarge: string;
  wrongType: string;
}

const rules = (maxBytes: number, kinds: readonly AvatarImageKind[], wrongType: string): AvatarUploadRules => ({
  maxBytes,
  kinds,
  mimeTypes: kinds.map((k) => `image/${k}`),
  tooLarge: `Please select an image under ${maxBytes / (1024 * 1024)}MB`,
  wrongType,
});

/** Registration: JPG, PNG or GIF up to 2MB (part 1 §5). */
export const REGISTER_AVATAR_UPLOAD = rules(
  REGISTER_AVATAR_MAX_BYTES,
  ['jpeg', 'png', 'gif'],
  'Please upload a JPG, PNG or GIF image.',
);
/** Profile: an image up to 5MB (part 2 §5); WebP too, which the browser's compression may produce. */
export const PROFILE_AVATAR_UPLOAD = rules(
  PROFILE_AVATAR_MAX_BYTES,
  ['jpeg', 'png', 'gif', 'webp'],
  'Please upload an image (JPG, PNG, GIF or WebP).',
);

/** The problem with a file picked for upload (type, then size), or null when it may be sent. */
export function avatarFileIssue(file: { type: string; size: number }, uploadRules: AvatarUploadRules): string | null {
  if (!uploadRules.mimeTypes.includes(file.type)) return uploadRules.wrongType;
  if (file.size > uploadRules.maxBytes) return uploadRules.tooLarge;
  return null;
}

/**
 * Passwords people pick first; the form refuses them at once. The server also checks a list of tens of
 * thousands of common passwords (server/modules/auth/common-passwords.ts).
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
  if (WEAK_PASSWORDS.includes(password.toLowerCase()) || isRepeatedCharacter(password)) return authMessages.weak;
  if (startsWithNumericRun(password)) return authMessages.sequence;
  return null;
}

/** A new password (register, reset, change): at least 7 characters and not weak. */
export const newPassword = z
  .string({ error: authMessages.passwordMin })
  .min(PASSWORD_MIN, authMessages.passwordMin)
  .max(PASSWORD_MAX, authMessages.passwordMax)
  .superRefine((value, ctx) => {
    const issue = passwordStrengthIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

/** An e-mail as the username: trimmed and lower-cased. */
export const emailAddress = z
  .string({ error: authMessages.email })
  .trim()
  .max(EMAIL_MAX, authMessages.email)
  .pipe(z.email({ error: authMessages.email }))
  .transform((v) => v.toLowerCase());

/**
 * A display name: normalised (common/names.ts), then 1-50 characters that are shown and not invisible. The server
 * adds the reserved names and contact details (`assertDisplayNameAllowed`; the guard is not sent to the browser up
 * front, decision 052).
 */
export const displayName = z
  .string({ error: authMessages.displayNameRequired })
  .transform(normalizeName)
  .pipe(
    nameChecks({
      required: authMessages.displayNameRequired,
      max: DISPLAY_NAME_MAX,
      tooLong: authMessages.displayNameMax,
      unsafe: 'Display name contains characters we cannot show',
    }),
  );

/** `/avatars/1.png` ... `/avatars/12.png`. */
export const predefinedAvatarPath = (n: number) => `/avatars/${n}.png`;
export const PREDEFINED_AVATARS: readonly string[] = Array.from({ length: PREDEFINED_AVATAR_COUNT }, (_, i) =>
  predefinedAvatarPath(i + 1),
);
/** An uploaded avatar: a random name the server chose under /uploads/avatars/. */
export const UPLOADED_AVATAR = /^\/uploads\/avatars\/[a-f0-9]{32}\.(?:webp|png|jpg|gif)$/;

export const avatarPath = z
  .string({ error: authMessages.avatarMissing })
  .min(1, authMessages.avatarMissing)
  .refine((v) => PREDEFINED_AVATARS.includes(v) || UPLOADED_AVATAR.test(v), { message: authMessages.avatarInvalid });

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
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: authMessages.passwordsMatch });
export type RegisterDetailsForm = z.input<typeof registerDetailsForm>;

export const forgotPasswordInput = z.object({ email: emailAddress });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

/** POST /api/auth/reset-password, and the reset form. */
export const resetPasswordInput = z
  .object({
    token: z
      .string({ error: authMessages.tokenRequired })
      .min(1, authMessages.tokenRequired)
      .max(200, authMessages.tokenRequired),
    newPassword,
    confirmPassword: z.string({ error: authMessages.passwordsMatch }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsMatch,
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** POST /api/user/change-password, and the profile form. */
export const changePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: authMessages.currentPasswordRequired })
      .min(1, authMessages.currentPasswordRequired)
      .max(PASSWORD_MAX),
    newPassword,
    confirmNewPassword: z.string({ error: authMessages.newPasswordsMatch }),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    path: ['confirmNewPassword'],
    message: authMessages.newPasswordsMatch,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** PUT /api/user/display-name, and the rename form on /profile and in the 'new name' dialog. */
export const changeDisplayNameInput = z.object({ displayName });
export type ChangeDisplayNameInput = z.input<typeof changeDisplayNameInput>;

/** DELETE /api/user: the member types their username (e-mail) to confirm. */
export const deleteAccountInput = z.object({
  username: z
    .string({ error: authMessages.deleteConfirm })
    .trim()
    .min(1, authMessages.deleteConfirm)
    .max(EMAIL_MAX, authMessages.deleteConfirm),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/**
 * Whether the typed confirmation names this account. Letter case does not matter: usernames are e-mails,
 * stored lower-case (docs/decisions/017-account-deletion.md).
 */
export function confirmsAccountDeletion(typed: string, username: string): boolean {
  return typed.trim().toLowerCase() === username.toLowerCase();
}

/** The deletion dialog's form: the route's schema, plus the check that the typed name is this account's. */
export const deleteAccountForm = (username: string) =>
  deleteAccountInput.refine((v) => confirmsAccountDeletion(v.username, username), {
    path: ['username'],
    message: authMessages.deleteConfirm,
  });

/** POST /api/upload-avatar with JSON: a gallery choice. */
export const avatarChoiceInput = z.object({ avatar: avatarPath });

/** GET /api/predefined-avatars: the drawn avatars anyone may choose. */
export const predefinedAvatarsResponse = z.object({ avatars: z.array(z.string()) });
export type PredefinedAvatarsResponse = z.infer<typeof predefinedAvatarsResponse>;

/** GET /api/auth/verify-reset-token/{token}: the token as it came in the link (checked by the server). */
export const resetTokenParams = z.object({ token: z.string().max(200) });

/** GET /api/auth/verify-reset-token/{token}: whether the link still works. */
export const verifyResetTokenResponse = z.object({ valid: z.boolean() });
export type VerifyResetTokenResponse = z.infer<typeof verifyResetTokenResponse>;

/** GET /api/auth/captcha: an ALTCHA challenge (opaque to the client, handed to the widget). */
export const altchaChallenge = z.record(z.string(), z.unknown());
export type AltchaChallenge = z.infer<typeof altchaChallenge>;

export { currentUser };
export const FORGOT_PASSWORD_SENT =
  'If an account with that email exists, you will receive a password reset link shortly';

export type AvatarChoiceInput = z.input<typeof avatarChoiceInput>;

/** The texts of e-mail confirmation (the link's page, the banner's Resend), used by the routes and the page alike. */
export const emailConfirmationMessages = {
  tokenRequired: 'This confirmation link is missing its code. Please use the link from your e-mail.',
  unknown: 'This confirmation link is not valid. Please use the link from your newest e-mail, or ask for a new one.',
  expired: 'This confirmation link has expired: links work for 48 hours. Please ask for a new one.',
  used: 'This confirmation link has already been used: your e-mail address is confirmed.',
  confirmed: 'Thank you! Your e-mail address is confirmed.',
  sent: 'We sent a new confirmation link to your e-mail address. It works for 48 hours; check your spam folder too.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
} as const;

/** POST /api/auth/confirm-email: the token from the link `/confirm-email?token=…`. */
export const confirmEmailInput = z.object({
  token: z
    .string({ error: emailConfirmationMessages.tokenRequired })
    .min(1, emailConfirmationMessages.tokenRequired)
    .max(200, emailConfirmationMessages.unknown),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailInput>;

/**
 * POST /api/auth/confirm-email and POST /api/auth/resend-confirmation: a sentence for the person and, when the
 * answer changed the signed-in member's own account (or found it confirmed), the member as it is now.
 */
export const emailConfirmationResponse = z.object({ message: z.string(), user: currentUser.optional() });
export type EmailConfirmationResponse = z.infer<typeof emailConfirmationResponse>;
