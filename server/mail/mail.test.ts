import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import {
  backoffMs,
  deliverPendingMail,
  MAIL_RETRY_SPAN_MS,
  MAX_MAIL_ATTEMPTS,
  startMailDelivery,
} from '../jobs/mail-delivery';
import { setPasswordHash } from '../modules/users/users.service';
import { testConfig } from '../test/build-test-app';
import { buildUser } from '../test/factories';
import { uniqueEmail, useTestApp } from '../test/harness';
import { clearOutbox, lastMailTo, mailLinks, readOutbox } from '../test/mail';
import { createSmtpSink } from '../test/smtp-sink.mjs';
import { renderBrandedMail } from './layout';
import { enqueueMail } from './outbox';

const { t } = useTestApp();
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kr-mail-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => clearOutbox(t.db));

const mail = (to: string) => ({
  to,
  subject: 'Hello',
  ...renderBrandedMail({
    heading: 'Hi',
    paragraphs: ['Body'],
    action: { label: 'Open', url: 'http://localhost:3000/x?token=abc' },
  }),
});

/** A port on which nothing listens: SMTP is 'down'. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

describe('renderBrandedMail', () => {
  it('escapes every value and uses the brand colour', () => {
    const out = renderBrandedMail({
      preheader: '<pre>',
      heading: 'Hello <b>you</b>',
      paragraphs: ['<script>alert(1)</script>', 'Tom & "Jerry"'],
      action: { label: '<Go>', url: 'https://example.test/a?b=1&c="2"' },
      footerNote: "It's <i>fine</i>",
      unsubscribeUrl: 'https://example.test/u?x=<y>',
    });
    expect(out.html).toContain('#DC143C');
    expect(out.html).not.toContain('<script>');
    expect(out.html).not.toContain('<b>you</b>');
    expect(out.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out.html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(out.html).toContain('href="https://example.test/a?b=1&amp;c=&quot;2&quot;"');
    expect(out.html).toContain('It&#39;s &lt;i&gt;fine&lt;/i&gt;');
    expect(out.text).toContain('<Go>: https://example.test/a?b=1&c="2"');
    expect(out.text).toContain('Unsubscribe: https://example.test/u?x=<y>');
  });

  it('never puts a javascript: link in a button', () => {
    const out = renderBrandedMail({
      heading: 'x',
      paragraphs: [],
      action: { label: 'Go', url: 'javascript:alert(1)' },
    });
    expect(out.html).not.toContain('javascript:');
  });
});

describe('enqueueMail', () => {
  it('writes the mail only when the surrounding transaction commits', async () => {
    await t.db.transaction(async (tx) => {
      await enqueueMail(tx, mail('kept@example.test'));
    });
    await t.db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back@example.test'));
        throw new Error('action failed');
      })
      .catch(() => undefined);
    expect(await readOutbox(t.db, 'kept@example.test')).toHaveLength(1);
    expect(await readOutbox(t.db, 'rolled-back@example.test')).toHaveLength(0);
    const row = await lastMailTo(t.db, 'kept@example.test');
    expect(row).toMatchObject({ status: 'pending', attempts: 0, subject: 'Hello' });
    expect(mailLinks(row!)).toEqual(['http://localhost:3000/x?token=abc']);
  });

  it('refuses header injection in the recipient or subject', async () => {
    await expect(
      enqueueMail(t.db, { ...mail('a@example.test'), to: 'a@example.test\r\nBcc: b@example.test' }),
    ).rejects.toThrow();
    await expect(enqueueMail(t.db, { ...mail('a@example.test'), subject: 'x\nBcc: b@example.test' })).rejects.toThrow();
    expect(await readOutbox(t.db)).toHaveLength(0);
  });
});

describe('deliverPendingMail', () => {
  it('keeps mail as .eml files in DATA_DIR/mail when SMTP is not configured, and logs the link', async () => {
    const config = testConfig({ DATA_DIR: dataDir });
    await enqueueMail(t.db, mail('eml@example.test'));
    const logged: object[] = [];
    const res = await deliverPendingMail(t.db, config, { log: { info: (o) => logged.push(o), warn() {}, error() {} } });
    expect(res).toEqual({ sent: 1, retried: 0, failed: 0 });
    const files = readdirSync(path.join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dataDir, 'mail', files[0]), 'utf8');
    expect(eml).toMatch(/^To: eml@example\.test$/m);
    expect(eml).toMatch(/^Subject: Hello$/m);
    expect(logged[0]).toMatchObject({ to: 'eml@example.test', links: ['http://localhost:3000/x?token=abc'] });
    const [row] = await readOutbox(t.db, 'eml@example.test');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, html: '', text: '' });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Nothing left to do: a second round sends nothing again.
    expect(await deliverPendingMail(t.db, config)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('gives a mail someone follows the List-Unsubscribe headers for one-click unsubscribe (RFC 8058), and others none', async () => {
    const sink = await createSmtpSink();
    try {
      const config = testConfig({ SMTP_URL: sink.url });
      await enqueueMail(t.db, {
        ...mail('follower@example.test'),
        unsubscribeUrl: 'http://localhost:3000/api/ripples/unsubscribe/abcABC123',
      });
      await enqueueMail(t.db, mail('plain@example.test'));
      expect(await deliverPendingMail(t.db, config)).toEqual({ sent: 2, retried: 0, failed: 0 });
      const follower = sink.messages.find((m) => m.to[0] === 'follower@example.test')!.data;
      expect(follower).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/ripples\/unsubscribe\/abcABC123>\r?$/m,
      );
      expect(follower).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      const plain = sink.messages.find((m) => m.to[0] === 'plain@example.test')!.data;
      expect(plain).not.toContain('List-Unsubscribe');
    } finally {
      await sink.stop();
    }
    // Only a plain web address can become a header.
    await expect(
      enqueueMail(t.db, { ...mail('x@example.test'), unsubscribeUrl: 'http://a.test/x>\r\nBcc: victim@example.test' }),
    ).rejects.toThrow();
    await expect(
      enqueueMail(t.db, { ...mail('x@example.test'), unsubscribeUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow();
  });

  it('delivers over SMTP_URL', async () => {
    const sink = await createSmtpSink();
    try {
      const config = testConfig({ SMTP_URL: sink.url, MAIL_FROM: 'KindRipple <hello@kindripple.test>' });
      await enqueueMail(t.db, mail('smtp@example.test'));
      expect(await deliverPendingMail(t.db, config)).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(sink.messages).toHaveLength(1);
      expect(sink.messages[0].to).toEqual(['smtp@example.test']);
      expect(sink.messages[0].data).toContain('Subject: Hello');
    } finally {
      await sink.stop();
    }
  });

  it('keeps the mail and retries with back-off while SMTP is down, then delivers when it is back', async () => {
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    await enqueueMail(t.db, mail('down@example.test'));
    const before = Date.now();
    expect(await deliverPendingMail(t.db, config)).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await readOutbox(t.db, 'down@example.test');
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + backoffMs(1) - 1000);
    // Not due yet: nothing is tried.
    expect(await deliverPendingMail(t.db, config)).toEqual({ sent: 0, retried: 0, failed: 0 });

    const sink = await createSmtpSink();
    try {
      await t.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.id, row.id));
      expect(await deliverPendingMail(t.db, testConfig({ SMTP_URL: sink.url }))).toEqual({
        sent: 1,
        retried: 0,
        failed: 0,
      });
      [row] = await readOutbox(t.db, 'down@example.test');
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      expect(sink.messages).toHaveLength(1);
    } finally {
      await sink.stop();
    }
  });

  it('marks a mail failed after the last attempt', async () => {
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    await enqueueMail(t.db, mail('never@example.test'));
    await t.db.update(mailOutbox).set({ attempts: MAX_MAIL_ATTEMPTS - 1 });
    expect(await deliverPendingMail(t.db, config)).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await readOutbox(t.db, 'never@example.test');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });

  it('backs off exponentially, capped at an hour', () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(3)).toBe(120_000);
    expect(backoffMs(20)).toBe(3_600_000);
  });

  it('keeps trying for three days before giving a mail up, so an outage of hours loses no mail', async () => {
    const waits = Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, i) => backoffMs(i + 1));
    const total = waits.reduce((a, b) => a + b, 0);
    expect(MAIL_RETRY_SPAN_MS).toBe(3 * 24 * 3_600_000);
    expect(total).toBeGreaterThanOrEqual(MAIL_RETRY_SPAN_MS);
    expect(total - waits.at(-1)!).toBeLessThan(MAIL_RETRY_SPAN_MS);
    // A mail that has failed for a whole working day is still retried.
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    await enqueueMail(t.db, mail('later@example.test'));
    await t.db.update(mailOutbox).set({ attempts: 30 });
    expect(await deliverPendingMail(t.db, config)).toEqual({ sent: 0, retried: 1, failed: 0 });
  });

  it('sends each mail once when two deliverers run at the same time', async () => {
    const sink = await createSmtpSink();
    try {
      const config = testConfig({ SMTP_URL: sink.url });
      for (let i = 0; i < 6; i++) await enqueueMail(t.db, mail(`race${i}@example.test`));
      const [a, b] = await Promise.all([deliverPendingMail(t.db, config), deliverPendingMail(t.db, config)]);
      expect(a.sent + b.sent).toBe(6);
      expect(sink.messages).toHaveLength(6);
      expect(new Set(sink.messages.map((m) => m.to[0])).size).toBe(6);
    } finally {
      await sink.stop();
    }
  });

  it('a mail written next to a user row is kept when the user action commits', async () => {
    const user = await buildUser(t.db);
    await t.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, '!changed-in-the-same-transaction');
      await enqueueMail(tx, mail(user.username));
    });
    expect(await readOutbox(t.db, user.username)).toHaveLength(1);
  });
});

describe('startMailDelivery', () => {
  const quiet = { info() {}, warn() {}, error() {} };

  it('flush() delivers what is due now and resolves once it is delivered; idle() waits for a round in progress', async () => {
    const job = startMailDelivery(t.db, testConfig({ DATA_DIR: dataDir }), quiet, 60 * 60_000);
    try {
      // The first round starts at once; nothing is due yet.
      await job.idle();
      const to = uniqueEmail('flushed');
      await enqueueMail(t.db, mail(to));
      expect((await lastMailTo(t.db, to))?.status).toBe('pending');
      await job.flush();
      expect((await lastMailTo(t.db, to))?.status).toBe('sent');
    } finally {
      await job();
    }
    // Stopped: a flush sends nothing more.
    const late = uniqueEmail('late');
    await enqueueMail(t.db, mail(late));
    await job.flush();
    expect((await lastMailTo(t.db, late))?.status).toBe('pending');
  });
});
