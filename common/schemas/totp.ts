import { z } from 'zod';
import { currentUser } from './users';
import { plural } from '../plural';

/** The texts of the second factor, shared by the server's answers and the forms. */
export const totpMessages = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'That code did not work. Please check your authenticator app and try again.',
  pendingGone: 'Your sign-in took too long or had too many wrong codes. Please log in again.',
  alreadyOn: 'Two-factor sign-in is already on for this account.',
  noSetup: 'Please start the set-up again: scan the new QR code, then enter its first code.',
  notOn: 'Two-factor sign-in is not on for this account.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  passwordRequired: 'Please enter your current password.',
  passwordWrong: 'Current password is incorrect',
  /** The 429 while an account's authenticator codes are paused (decision 057): when to try again, and what still works. */
  codesPaused: (minutes: number, at: string) =>
    `Too many wrong codes. To keep this account safe, codes from your authenticator app are paused for ${plural(minutes, 'minute')}, until ${at} UTC. Please try again then, or use one of your recovery codes.`,
  /** The 429 while an account's recovery codes are paused. */
  recoveryPaused: (minutes: number, at: string) =>
    `Too many wrong recovery codes. To keep this account safe, recovery codes are paused for ${plural(minutes, 'minute')}, until ${at} UTC. Please try again then, or use the code from your authenticator app.`,
} as const;

/** A code as typed: a 6-digit TOTP or a recovery code (`xxxxx-xxxxx`), spaces ignored. */
export const secondFactorCode = z
  .string({ error: totpMessages.codeRequired })
  .transform((s) => s.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, totpMessages.codeRequired)
      .max(32, totpMessages.codeWrong)
      .regex(/^(?:\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, totpMessages.codeWrong),
  );

/** POST /api/login/second-factor. */
export const secondFactorInput = z.object({ code: secondFactorCode });
export type SecondFactorInput = z.input<typeof secondFactorInput>;

/** The account's current password, asked again before an authenticator is enrolled or removed (decision 057). */
const currentPassword = z
  .string({ error: totpMessages.passwordRequired })
  .min(1, totpMessages.passwordRequired)
  .max(1024, totpMessages.passwordWrong);

/** POST /api/user/totp/setup: the password opens the enrolment (the secret is shown only after it). */
export const totpSetupInput = z.object({ password: currentPassword });
export type TotpSetupInput = z.input<typeof totpSetupInput>;

/** DELETE /api/user/totp: a good code and the current password. */
export const totpDisableInput = z.object({ code: secondFactorCode, password: currentPassword });
export type TotpDisableInput = z.input<typeof totpDisableInput>;

/** A 429 of the second step while the account's codes of that kind are paused: when they are checked again. */
export const secondFactorPaused = z.object({ message: z.string(), retryAt: z.string() });
export type SecondFactorPaused = z.infer<typeof secondFactorPaused>;

/** POST /api/user/totp/enable: the first code of the new authenticator (TOTP only). */
export const totpEnableInput = z.object({
  code: z
    .string({ error: totpMessages.codeRequired })
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app.')),
});
export type TotpEnableInput = z.input<typeof totpEnableInput>;

/** POST /api/login once the password is right but the account has a second factor: no session yet. */
export const twoFactorRequired = z.object({ twoFactorRequired: z.literal(true) });
export type TwoFactorRequired = z.infer<typeof twoFactorRequired>;

/** POST /api/login's 200: the member (signed in), or the second step to take. */
export const loginResponse = z.union([currentUser, twoFactorRequired]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/user/totp/setup: what the authenticator app needs (as a QR code, or typed). */
export const totpSetupResponse = z.object({ otpauthUrl: z.string(), secret: z.string() });
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;

/** POST /api/user/totp/enable: the 10 single-use recovery codes, shown this once. */
export const totpEnabledResponse = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type TotpEnabledResponse = z.infer<typeof totpEnabledResponse>;

/** GET /api/user/totp: whether the account has a second factor, and how many recovery codes are left. */
export const totpStatus = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TotpStatus = z.infer<typeof totpStatus>;
