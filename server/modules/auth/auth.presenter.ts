import type {
  AltchaChallenge,
  EmailConfirmationResponse,
  PredefinedAvatarsResponse,
  VerifyResetTokenResponse,
} from '../../../common/schemas/auth';
import type { MessageResponse } from '../../../common/schemas/common';
import type { TwoFactorRequired } from '../../../common/schemas/totp';
import type { AvatarResponse, CurrentUser } from '../../../common/schemas/users';
import { FORGOT_PASSWORD_SENT, emailConfirmationMessages } from '../../../common/schemas/auth';
import { showDisplayName } from '../../../common/names';

/** The member as login, register and GET /api/user answer it, field by field (never the hash). */
export function presentCurrentUser(u: {
  id: number;
  username: string;
  displayName: string;
  avatar: string | null;
  points: number;
  role: 'member' | 'admin';
  emailVerified: boolean;
  nameNeedsChange?: boolean;
}): CurrentUser {
  return {
    id: u.id,
    username: u.username,
    displayName: showDisplayName(u.displayName),
    avatar: u.avatar,
    points: u.points,
    role: u.role,
    emailVerified: u.emailVerified,
    ...(u.nameNeedsChange ? { nameNeedsChange: true as const } : {}),
  };
}

type PresentableUser = Parameters<typeof presentCurrentUser>[0];

/**
 * An address confirmed by its link. The member comes back only to the session of that same account: the link may
 * be opened in a browser where someone else is signed in, and they learn nothing about the account.
 */
export function presentEmailConfirmed(
  account: PresentableUser,
  sessionUserId: number | undefined,
): EmailConfirmationResponse {
  return {
    message: emailConfirmationMessages.confirmed,
    ...(sessionUserId === account.id ? { user: presentCurrentUser(account) } : {}),
  };
}

/** Resend: a new link went out, or the address turned out to be confirmed already (then the member as it is now). */
export function presentConfirmationResent(account: PresentableUser, sent: boolean): EmailConfirmationResponse {
  return sent
    ? { message: emailConfirmationMessages.sent }
    : { message: emailConfirmationMessages.alreadyConfirmed, user: presentCurrentUser(account) };
}

/** A registration upload, waiting for the registration that claims it. */
export function presentUploadedAvatar(avatar: string): AvatarResponse {
  return { avatar };
}

/** The drawn avatars anyone may choose. */
export function presentPredefinedAvatars(avatars: readonly string[]): PredefinedAvatarsResponse {
  return { avatars: [...avatars] };
}

/** An ALTCHA challenge, handed to the widget as it is (opaque to the client). */
export function presentCaptchaChallenge(challenge: object): AltchaChallenge {
  return { ...challenge };
}

/** Whether a reset link still works. */
export function presentResetTokenCheck(valid: boolean): VerifyResetTokenResponse {
  return { valid };
}

/** The answers of the account calls that only confirm, with the spec's texts. */
export const presentLoggedOut = (): MessageResponse => ({ message: 'You have been successfully logged out' });
export const presentResetMailSent = (): MessageResponse => ({ message: FORGOT_PASSWORD_SENT });
export const presentPasswordReset = (): MessageResponse => ({
  message: 'Your password has been reset. You can now log in with your new password.',
});

/** The password was right and the account has a second factor: no session yet, the code comes next. */
export const presentTwoFactorRequired = (): TwoFactorRequired => ({ twoFactorRequired: true });
