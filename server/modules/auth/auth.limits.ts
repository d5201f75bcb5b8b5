import type { LimitSpec } from '../../plugins/rate-limit';

/**
 * The abuse limits of the account endpoints (per 15 minutes or per hour). Login counts failed logins only
 * (login-step-up.service.ts): over `loginIp` a client gets 429; over `loginAccount` the account needs the captcha
 * (never a refusal); `loginAccountClient` is one client's share of an account's failures, forgiven when that
 * client logs in to it.
 */
export const LIMITS = {
  loginIp: { name: 'login-fail-ip', max: 20, windowMs: 15 * 60_000 },
  loginAccount: { name: 'login-fail-account', max: 5, windowMs: 15 * 60_000 },
  loginAccountClient: { name: 'login-fail-account-client', max: 5, windowMs: 15 * 60_000 },
  registerIp: { name: 'register-ip', max: 10, windowMs: 60 * 60_000 },
  registerUploadIp: { name: 'register-upload-ip', max: 20, windowMs: 60 * 60_000 },
  forgotIp: { name: 'forgot-ip', max: 10, windowMs: 60 * 60_000 },
  forgotEmail: { name: 'forgot-email', max: 3, windowMs: 60 * 60_000 },
  resetIp: { name: 'reset-ip', max: 20, windowMs: 15 * 60_000 },
  verifyResetIp: { name: 'verify-reset-ip', max: 60, windowMs: 15 * 60_000 },
  captchaIp: { name: 'captcha-ip', max: 60, windowMs: 15 * 60_000 },
  confirmEmailIp: { name: 'confirm-email-ip', max: 30, windowMs: 15 * 60_000 },
  resendConfirmationMember: { name: 'resend-confirmation-member', max: 3, windowMs: 60 * 60_000 },
  resendConfirmationMailbox: { name: 'resend-confirmation-mailbox', max: 3, windowMs: 60 * 60_000 },
  /**
   * Confirmation mails one inbox (`mailboxKey`) gets in a day, from registrations on any spelling of it and Resend
   * together: the one mail an address that did not ask may get, bounded per recipient per day (decision 018). Kept
   * with `tally()`, so only mails that went count.
   */
  confirmationMailbox: {
    name: 'confirmation-mail-mailbox',
    max: 5,
    windowMs: 24 * 60 * 60_000,
    message: (wait: string) =>
      `We have sent this address several confirmation links today. Please check its inbox and spam folder, or wait ${wait} and try again.`,
  },
  /** A member's password changes, counted per member. */
  changePasswordMember: { name: 'change-password-user', max: 10, windowMs: 15 * 60_000 },
  secondFactorIp: { name: 'second-factor-ip', max: 20, windowMs: 15 * 60_000 },
  totpMember: { name: 'totp-member', max: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, LimitSpec>;
