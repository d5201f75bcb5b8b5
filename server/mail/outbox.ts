import type { Db } from '../db/client';
import { insertMail } from './mail.queries';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** A one-click unsubscribe address (POST, RFC 8058) for mails someone chose to follow. */
  unsubscribeUrl?: string;
}

/**
 * Queues a mail for delivery. Pass the caller's transaction (`tx`) so the mail is written if and only if
 * the action that caused it commits; the delivery job sends it afterwards, with retries.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  const to = mail.to.trim();
  if (!to || /[\r\n]/.test(to) || /[\r\n]/.test(mail.subject))
    throw new Error('enqueueMail: a recipient and a one-line subject are required');
  if (mail.unsubscribeUrl !== undefined && !/^https?:\/\/[^\s<>]+$/.test(mail.unsubscribeUrl))
    throw new Error('enqueueMail: the unsubscribe address must be a plain http(s) URL');
  await insertMail(db, {
    to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    unsubscribeUrl: mail.unsubscribeUrl ?? null,
  });
}
