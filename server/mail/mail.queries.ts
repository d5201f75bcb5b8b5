import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** Writes a mail into the outbox, pending and due now. */
export async function insertMail(
  db: Db,
  p: { to: string; subject: string; html: string; text: string; unsubscribeUrl: string | null },
): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: p.to, subject: p.subject, html: p.html, text: p.text, unsubscribeUrl: p.unsubscribeUrl });
}

/** Locks up to `limit` pending mails that are due, oldest first, skipping rows another instance holds (call in a transaction). */
export async function lockDueMailIds(db: Db, p: { limit: number }) {
  return db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(p.limit)
    .for('update', { skipLocked: true });
}

/** Counts an attempt on these mails and hides them until `leaseUntil`; answers what is needed to send them. */
export async function leaseMail(db: Db, p: { ids: number[]; leaseUntil: Date }) {
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: p.leaseUntil })
    .where(inArray(mailOutbox.id, p.ids))
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      html: mailOutbox.html,
      text: mailOutbox.text,
      unsubscribeUrl: mailOutbox.unsubscribeUrl,
      attempts: mailOutbox.attempts,
    });
}

/** A mail leased for sending. */
export type LeasedMail = Awaited<ReturnType<typeof leaseMail>>[number];

/** Marks a mail sent and empties its body. */
export async function markMailSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, html: '', text: '' })
    .where(eq(mailOutbox.id, id));
}

/** Marks a mail failed for good, with the last error. */
export async function markMailFailed(db: Db, p: { id: number; lastError: string }): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', lastError: p.lastError }).where(eq(mailOutbox.id, p.id));
}

/** Records a failed attempt and when to try again. */
export async function scheduleMailRetry(
  db: Db,
  p: { id: number; lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: p.lastError, nextAttemptAt: p.nextAttemptAt })
    .where(eq(mailOutbox.id, p.id));
}

/** Deletes sent and failed mail created at or before `cutoff`; answers how many. */
export async function deleteFinishedMail(db: Db, p: { cutoff: Date }): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lte(mailOutbox.createdAt, p.cutoff)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
