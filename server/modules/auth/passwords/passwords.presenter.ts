import type { VerifyResetTokenResponse } from '../../../../common/schemas/passwords';
import type { MessageResponse } from '../../../../common/schemas/common';
import { FORGOT_PASSWORD_SENT } from '../../../../common/schemas/passwords';

/** Whether a reset link still works. */
export function presentResetTokenCheck(valid: boolean): VerifyResetTokenResponse {
  return { valid };
}

/** The answers of the password calls that only confirm, with the spec's texts. */
export const presentResetMailSent = (): MessageResponse => ({ message: FORGOT_PASSWORD_SENT });
export const presentPasswordReset = (): MessageResponse => ({
  message: 'Your password has been reset. You can now log in with your new password.',
});
export const presentPasswordChanged = (): MessageResponse => ({ message: 'Password changed successfully' });
