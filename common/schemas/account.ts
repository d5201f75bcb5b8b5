import { z } from 'zod';
import { nameChecks, normalizeName } from '../names';
import { currentUser } from './users';

// The member's account: the e-mail address (the username) and its confirmation, the display name, deleting the
// account.

/** The spec's texts about the account (part 1 §5, part 2 §5), used by the forms and the routes alike. */
export const accountMessages = {
  email: 'Please enter a valid email address',
  displayNameRequired: 'Display name is required',
  displayNameMax: 'Display name must be at most 50 characters',
  deleteConfirm: 'Please enter your username correctly to confirm deletion',
} as const;

export const DISPLAY_NAME_MAX = 50;
export const EMAIL_MAX = 254;

/** An e-mail as the username: trimmed and lower-cased. */
export const emailAddress = z
  .string({ error: accountMessages.email })
  .trim()
  .max(EMAIL_MAX, accountMessages.email)
  .pipe(z.email({ error: accountMessages.email }))
  .transform((v) => v.toLowerCase());

/**
 * A display name: normalised (common/names.ts), then 1-50 characters that are shown and not invisible. The server
 * adds the reserved names and contact details (`assertDisplayNameAllowed`; the guard is not sent to the browser up
 * front, decision 052).
 */
export const displayName = z
  .string({ error: accountMessages.displayNameRequired })
  .transform(normalizeName)
  .pipe(
    nameChecks({
      required: accountMessages.displayNameRequired,
      max: DISPLAY_NAME_MAX,
      tooLong: accountMessages.displayNameMax,
      unsafe: 'Display name contains characters we cannot show',
    }),
  );

/** PUT /api/user/display-name, and the rename form on /profile and in the 'new name' dialog. */
export const changeDisplayNameInput = z.object({ displayName });
export type ChangeDisplayNameInput = z.input<typeof changeDisplayNameInput>;

/** DELETE /api/user: the member types their username (e-mail) to confirm. */
export const deleteAccountInput = z.object({
  username: z
    .string({ error: accountMessages.deleteConfirm })
    .trim()
    .min(1, accountMessages.deleteConfirm)
    .max(EMAIL_MAX, accountMessages.deleteConfirm),
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
    message: accountMessages.deleteConfirm,
  });

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
