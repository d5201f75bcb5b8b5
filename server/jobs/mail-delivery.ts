import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { repeat, type JobLog, type RepeatingJob } from './repeat';
import {
  deleteFinishedMail,
  leaseMail,
  lockDueMailIds,
  markMailFailed,
  markMailSent,
  scheduleMailRetry,
  type LeasedMail,
} from '../mail/mail.queries';

/** Wait before attempt n+1 after n failures: 30 s, 1 min, 2 min ... capped at 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/** How long a mail keeps being retried while the mail server is unreachable: a long weekend's outage loses nothing. */
export const MAIL_RETRY_SPAN_MS = 3 * 24 * 60 * 60_000;

/** After this many failed attempts (the back-off's waits add up to MAIL_RETRY_SPAN_MS) a mail is marked failed. */
export const MAX_MAIL_ATTEMPTS = (() => {
  let attempts = 1;
  for (let waited = 0; waited < MAIL_RETRY_SPAN_MS; attempts += 1) waited += backoffMs(attempts);
  return attempts;
})();
/** A claimed mail is hidden from other instances this long; if the sender dies, it is retried after. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

const silentLog: JobLog = { info() {}, warn() {}, error() {} };

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

const transports = new Map<string, Transporter>();

/** One pooled SMTP transport per URL, or a transport that renders the raw message when SMTP is not configured. */
function transportFor(config: AppConfig): Transporter {
  const key = config.smtpUrl ?? 'eml';
  let t = transports.get(key);
  if (!t) {
    t = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    transports.set(key, t);
  }
  return t;
}

/** Links in a mail's text, so the log of a kept mail says where to click (development without SMTP). */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

async function sendOne(row: LeasedMail, config: AppConfig, log: JobLog): Promise<void> {
  const headers: Record<string, string> = { 'X-KindRipple-Mail-Id': String(row.id) };
  if (row.unsubscribeUrl) {
    // Mail apps show their own Unsubscribe button and POST to this address (RFC 8058 one-click).
    headers['List-Unsubscribe'] = `<${row.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  const message = { from: config.mailFrom, to: row.to, subject: row.subject, html: row.html, text: row.text, headers };
  const info = await transportFor(config).sendMail(message);
  if (config.smtpUrl) return;
  // No SMTP: keep the mail as an .eml file (written under a temporary name, then renamed, so readers never see half a file).
  const dir = path.join(config.dataDir, 'mail');
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${row.id}-${randomBytes(3).toString('hex')}.eml`);
  await writeFile(`${file}.tmp`, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  log.info(
    { file, to: row.to, subject: row.subject, links: linksIn(row.text) },
    'mail kept as a file (SMTP_URL is not set)',
  );
}

/** Claims due mail for this instance: `for update skip locked` so several instances never take the same row. */
async function claimDue(db: Db): Promise<LeasedMail[]> {
  return db.transaction(async (tx) => {
    const due = await lockDueMailIds(tx, { limit: BATCH });
    if (due.length === 0) return [];
    return leaseMail(tx, { ids: due.map((d) => d.id), leaseUntil: new Date(Date.now() + LEASE_MS) });
  });
}

/**
 * Delivers every pending mail that is due: over SMTP_URL, or into DATA_DIR/mail as .eml files when SMTP is
 * not configured. A failure is retried with exponential back-off up to MAX_MAIL_ATTEMPTS. Safe to run from
 * several instances at once. Returns what happened, for tests and logs.
 */
export async function deliverPendingMail(
  db: Db,
  config: AppConfig,
  opts: { log?: JobLog } = {},
): Promise<DeliveryResult> {
  const log = opts.log ?? silentLog;
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const batch = await claimDue(db);
    for (const row of batch) {
      try {
        await sendOne(row, config, log);
        // The body may hold a single-use link (password reset): it is not kept once delivered.
        await markMailSent(db, row.id);
        result.sent += 1;
      } catch (err) {
        const lastError = String((err as Error)?.message ?? err).slice(0, 500);
        if (row.attempts >= MAX_MAIL_ATTEMPTS) {
          await markMailFailed(db, { id: row.id, lastError });
          log.error({ mailId: row.id, attempts: row.attempts, err: lastError }, 'mail delivery failed for good');
          result.failed += 1;
        } else {
          const nextAttemptAt = new Date(Date.now() + backoffMs(row.attempts));
          await scheduleMailRetry(db, { id: row.id, lastError, nextAttemptAt });
          log.warn(
            { mailId: row.id, attempts: row.attempts, nextAttemptAt, err: lastError },
            'mail delivery failed; will retry',
          );
          result.retried += 1;
        }
      }
    }
    if (batch.length < BATCH) return result;
  }
}

/** Removes delivered and failed mail after a week (their bodies are already gone for delivered ones). */
export async function pruneMailOutbox(db: Db, olderThanMs = 7 * 24 * 60 * 60_000): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  return deleteFinishedMail(db, { cutoff });
}

/**
 * Starts the delivery loop: every `intervalMs` it delivers what is due (finished mail is removed by the
 * housekeeping job). Answers the job: `flush()` delivers what is due now and resolves when it is done, `idle()`
 * waits for a round in progress, and stopping it waits for that round and closes the connections.
 */
export function startMailDelivery(db: Db, config: AppConfig, log: JobLog, intervalMs = 2_000): RepeatingJob {
  const job = repeat('mail delivery', log, () => deliverPendingMail(db, config, { log }), intervalMs);
  const stop = async () => {
    await job.stop();
    for (const t of transports.values()) t.close();
    transports.clear();
  };
  return Object.assign(stop, { stop, idle: job.idle, flush: job.flush });
}
