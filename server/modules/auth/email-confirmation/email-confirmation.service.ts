import { emailConfirmationMessages } from '../../../../common/schemas/account';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { badRequest, unauthorized } from '../../../http-error';
import { renderBrandedMail } from '../../../mail/layout';
import { enqueueMail } from '../../../mail/outbox';
import { mailboxKey, tally, tooManyAttempts, type Tally } from '../../../plugins/rate-limit';
import { type Account, confirmAccountEmail, findAccountById } from '../../users/users.service';
import {
  deleteStaleConfirmations,
  findConfirmationState,
  insertEmailConfirmation,
  spendLiveConfirmation,
  spendOpenConfirmations,
} from './email-confirmation.queries';
import { LIMITS } from '../auth.limits';
import { hashToken, looksLikeToken, newToken } from '../../../lib/tokens';

/** A confirmation link works for 48 hours. */
export const CONFIRMATION_TTL_MS = 48 * 60 * 60_000;
export const CONFIRMATION_SUBJECT = 'Confirm your KindRipple e-mail address';

/** The address a confirmation link points at: `{PUBLIC_URL}/confirm-email?token=…`. */
export function confirmationUrl(config: AppConfig, token: string): string {
  return `${config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

/**
 * The confirmation mail: the only mail an unconfirmed address ever gets. Whoever registered may not be the owner of
 * the address, so it carries nothing they wrote (no display name): only our own words and the link.
 */
export function confirmationMail(config: AppConfig, token: string) {
  return renderBrandedMail({
    preheader: 'Confirm your e-mail address to finish joining KindRipple',
    heading: 'Confirm your e-mail address',
    paragraphs: [
      'Someone (hopefully you) created a KindRipple account with this e-mail address.',
      'Please confirm that this address is yours with the button below. The link works once and expires in 48 hours.',
    ],
    action: { label: 'Confirm My E-mail Address', url: confirmationUrl(config, token) },
    footerNote:
      'If you did not create an account, ignore this e-mail: the account is removed after 7 days and we will not write to you again.',
  });
}

/**
 * Makes a new single-use confirmation link for the account (only its hash is stored) and queues the mail, in the
 * caller's transaction. Older links keep working until they expire: each one proves the same thing.
 */
export async function sendConfirmationMail(tx: Db, config: AppConfig, account: { id: number; username: string }) {
  const token = newToken();
  await insertEmailConfirmation(tx, {
    userId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
  });
  await enqueueMail(tx, { to: account.username, subject: CONFIRMATION_SUBJECT, ...confirmationMail(config, token) });
}

/**
 * Confirms an address with the token from its link and answers the account as it is now. The token is spent by one
 * conditional update, so it works once even under parallel requests; every other open link of the account is spent
 * with it. Unknown, used and expired tokens each get their own 400.
 */
export async function confirmEmailAddress(db: Db, token: string): Promise<Account> {
  if (!looksLikeToken(token)) throw badRequest(emailConfirmationMessages.unknown);
  const tokenHash = hashToken(token);
  const userId = await db.transaction(async (tx) => {
    const spent = await spendLiveConfirmation(tx, tokenHash);
    if (!spent) return undefined;
    await spendOpenConfirmations(tx, spent.userId);
    await confirmAccountEmail(tx, spent.userId);
    return spent.userId;
  });
  if (userId === undefined) {
    const state = await findConfirmationState(db, tokenHash);
    if (state?.used) throw badRequest(emailConfirmationMessages.used);
    if (state?.expired) throw badRequest(emailConfirmationMessages.expired);
    throw badRequest(emailConfirmationMessages.unknown);
  }
  const account = await findAccountById(db, userId);
  // The account went between the two statements (its links go with it): the link no longer leads anywhere.
  if (!account) throw badRequest(emailConfirmationMessages.unknown);
  return account;
}

/**
 * Resend: a new link to the signed-in member's own address, unless it is confirmed already. Answers the account,
 * and whether a link was sent.
 */
export async function resendConfirmation(
  db: Db,
  config: AppConfig,
  userId: number,
): Promise<{ account: Account; sent: boolean }> {
  const account = await findAccountById(db, userId);
  if (!account) throw unauthorized();
  if (account.emailVerified) return { account, sent: false };
  await db.transaction((tx) => sendConfirmationMail(tx, config, account));
  return { account, sent: true };
}

/**
 * The daily count of confirmation mails per inbox (`LIMITS.confirmationMailbox`), in the limits' store: registrations
 * and Resend count together, whichever routes hold one.
 */
export function confirmationMails(app: FastifyInstance): Tally {
  return tally(app, LIMITS.confirmationMailbox);
}

/**
 * Runs `send` (a registration or a Resend) within the daily count of confirmation mails of the address's inbox
 * (`LIMITS.confirmationMailbox`, every spelling of the inbox together): over it, 429 and nothing runs. The count is
 * taken before `send` runs, so requests at once cannot pass it, and given back when `send` fails or `mailed` says
 * no mail went (an address already confirmed), so only mails that went count.
 */
export async function withinConfirmationQuota<T>(
  quota: Tally,
  address: string,
  send: () => Promise<T>,
  mailed: (result: T) => boolean = () => true,
): Promise<T> {
  const inbox = mailboxKey(address);
  const counted = await quota.add(inbox);
  if (counted.count > LIMITS.confirmationMailbox.max) {
    await quota.take(inbox);
    throw tooManyAttempts(LIMITS.confirmationMailbox, counted.seconds);
  }
  let result: T;
  try {
    result = await send();
  } catch (err) {
    await quota.take(inbox);
    throw err;
  }
  if (!mailed(result)) await quota.take(inbox);
  return result;
}

/** Removes confirmation links that can no longer be used, a day after they stopped working. */
export function pruneEmailConfirmations(db: Db): Promise<number> {
  return deleteStaleConfirmations(db);
}
