import type { EmailConfirmationResponse } from '../../../../common/schemas/account';
import { emailConfirmationMessages } from '../../../../common/schemas/account';
import { presentCurrentUser } from '../auth.presenter';

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
