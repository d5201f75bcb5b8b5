import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, type MailOutboxRow } from '../db/schema';
import { linksIn } from '../jobs/mail-delivery';

/** Every mail in the outbox, oldest first; with `to`, only that recipient's (compared lower-case). */
export async function readOutbox(db: Db, to?: string): Promise<MailOutboxRow[]> {
  const rows = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  return to ? rows.filter((r) => r.to.toLowerCase() === to.toLowerCase()) : rows;
}

/** The newest mail to `to`, or undefined. */
export async function lastMailTo(db: Db, to: string): Promise<MailOutboxRow | undefined> {
  const rows = await readOutbox(db, to);
  return rows.at(-1);
}

/** The links in a mail's plain-text body. */
export function mailLinks(mail: Pick<MailOutboxRow, 'text'>): string[] {
  return linksIn(mail.text);
}

/** Empties the outbox (between tests that count mail). */
export async function clearOutbox(db: Db): Promise<void> {
  await db.delete(mailOutbox);
}
