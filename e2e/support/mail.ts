import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

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

/** Every .eml the server kept in DATA_DIR/mail (SMTP is not configured in the journeys). */
export function keptMail(): KeptMail[] {
  const dir = path.join(inject('dataDir'), 'mail');
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

/** Waits (the delivery job runs every 2 s) for the newest mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<KeptMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = keptMail().filter((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
