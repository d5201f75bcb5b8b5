import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject, vi } from 'vitest';
import { createMember, uniqueEmail } from './api';

export interface KeptMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message with quoted-printable soft breaks and escapes undone. */
  body: string;
  links: string[];
}

function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/**
 * Every .eml the server kept in DATA_DIR/mail (SMTP is not configured in the journeys): the shared server's, or
 * those of a journey's own server when its `dataDir` is given.
 */
export function keptMail(dataDir: string = inject('dataDir')): KeptMail[] {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), 'utf8');
      const body = decodeQuotedPrintable(raw);
      return {
        file: f,
        to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        body,
        links: [...new Set(body.match(/https?:\/\/[^\s<>"')]+/g) ?? [])],
      };
    });
}

/** The mail kept so far for `to` (any case), oldest first. */
export function mailTo(to: string, dataDir?: string): KeptMail[] {
  return keptMail(dataDir).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/**
 * Waits for the newest mail to `to` whose subject matches. The server's delivery job runs every 2 s, so this is
 * a bounded poll of the kept-mail folder (a condition checked every 100 ms, failing after `timeoutMs`).
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  timeoutMs = 20_000,
  dataDir?: string,
): Promise<KeptMail> {
  return vi.waitFor(
    () => {
      const found = mailTo(to, dataDir)
        .filter((m) => subject.test(m.subject))
        .at(-1);
      if (!found) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      return found;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

/** A TEST-NET address, so the mail barrier's registrations never count against the journeys' own limits. */
const BARRIER_IP = '203.0.113.7';

/**
 * Resolves once every mail the server queued before this call has been kept. The outbox is delivered one mail
 * at a time in the order it was queued (due time, then id), so when a mail queued now (the confirmation link of a
 * fresh member) arrives, any mail queued earlier has arrived too. Lets a journey prove that a mail was NOT sent.
 */
export async function mailQueueDrained(): Promise<void> {
  const member = await createMember({ email: uniqueEmail('mail-barrier'), displayName: 'Mail Barrier' }, BARRIER_IP);
  await waitForMail(member.email, /Confirm your KindRipple e-mail address/);
}
