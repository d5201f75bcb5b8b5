import type { AppConfig } from '../../../config';
import { renderBrandedMail } from '../../../mail/layout';

// The mails about a member's password. None carries a display name (decision 018) or a password.

export const PASSWORD_CHANGED_SUBJECT = 'Your KindRipple password was changed';
export const RESET_LINK_SUBJECT = 'Reset your KindRipple password';
export const RESET_BY_ADMIN_SUBJECT = 'An admin reset your KindRipple password';

/** The notice sent after any password change, so a member notices one they did not make. */
export function passwordChangedMail(config: AppConfig) {
  return renderBrandedMail({
    preheader: 'Your password was changed',
    heading: 'Your password was changed',
    paragraphs: [
      'The password of your KindRipple account was just changed.',
      'If this was you, there is nothing else to do.',
    ],
    action: { label: 'I did not do this: reset my password', url: `${config.publicUrl}/auth?tab=login` },
    footerNote: 'If you did not change it, reset your password now from the login page and reply to this e-mail.',
  });
}

/** The forgotten password's link, which works once and for 60 minutes. */
export function resetLinkMail(url: string) {
  return renderBrandedMail({
    preheader: 'Reset your KindRipple password',
    heading: 'Reset your password',
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your KindRipple account.',
      'The link below works once and expires in 60 minutes.',
    ],
    action: { label: 'Reset Password', url },
    footerNote: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  });
}

/** An admin set a new password (Manage Users): the member hears it from the admin, never by mail. */
export function resetByAdminMail(config: AppConfig) {
  return renderBrandedMail({
    preheader: 'Your password was reset by the KindRipple team',
    heading: 'Your password was reset',
    paragraphs: [
      'A KindRipple admin set a new password for your account, and you were signed out everywhere.',
      'The admin who helped you will tell you the new password. Please change it from your profile after you log in.',
    ],
    action: { label: 'Log in', url: `${config.publicUrl}/auth?tab=login` },
    footerNote: 'If you did not ask for this, reply to this e-mail and we will look into it.',
  });
}
