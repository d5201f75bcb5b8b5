import type { AltchaChallenge } from '../../../common/schemas/auth';
import type { PredefinedAvatarsResponse } from '../../../common/schemas/avatars';
import type { MessageResponse } from '../../../common/schemas/common';
import type { TwoFactorRequired } from '../../../common/schemas/totp';
import type { AvatarResponse, CurrentUser } from '../../../common/schemas/users';
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

/** The answer of logout, with the spec's text. */
export const presentLoggedOut = (): MessageResponse => ({ message: 'You have been successfully logged out' });

/** The password was right and the account has a second factor: no session yet, the code comes next. */
export const presentTwoFactorRequired = (): TwoFactorRequired => ({ twoFactorRequired: true });
