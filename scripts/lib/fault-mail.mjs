// Round 2 of the fault run (scripts/fault.mjs): the SMTP server down while mail-making requests are made, then
// back; every expected mail must arrive exactly once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// The users' search index (migration 0018) needs pg_trgm loaded whenever the database is opened.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { createRipple, forgotPassword, mapLimit, newAccount, ok, register, subscribe, tag } from './api-client.mjs';
import { startBuiltServer } from './server-process.mjs';
import { createSmtpSink } from '../../server/test/smtp-sink.mjs';
import { fail, log, now, restart, secs, sleep, workDir } from './fault-run.mjs';

// Registration mails one confirmation link; nothing else goes to an address until it is confirmed (decision 018), so
// the reset requests made here for unconfirmed accounts must mail nothing: a reset mail arriving counts as unexpected.
const SUBJECTS = {
  confirm: 'Confirm your KindRipple e-mail address',
  follow: 'Please confirm: follow a Ripple of Kindness',
};

/** Reads the outbox rows (status, attempts) after the server has stopped. */
async function outboxState(target) {
  const q = 'select status, attempts, count(*)::int as n from mail_outbox group by 1, 2 order by 1, 2';
  if (target.env.DATABASE_URL) {
    const c = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await c.connect();
    const { rows } = await c.query(q);
    await c.end();
    return rows;
  }
  const db = await PGlite.create(path.join(target.env.DATA_DIR, 'db'), { extensions: { pg_trgm } });
  const { rows } = await db.query(q);
  await db.close();
  return rows;
}

/**
 * Makes mail with the SMTP server down for `outageMs` (the server killed -9 halfway with `killDuringOutage`), brings
 * it back and waits for the outbox to drain; answers what arrived, what is missing or came twice, and the outbox.
 */
export async function mailOutage(label, target, outageMs, killDuringOutage) {
  const sink = await createSmtpSink(0);
  await sink.stop(); // down from the start: connections to its port are refused
  const logFile = path.join(workDir, `${target.name}-mail.log`);
  const env = { ...target.env, SMTP_URL: sink.url };
  let server = await startBuiltServer(env, { logFile, timeoutMs: 90_000 });
  const downAt = now();
  log(`  ${label}: SMTP down (${sink.url} refuses connections); sending mail-making requests`);

  const expected = [];
  const answers = {};
  const note = (what, res) => {
    const key = ok(res) ? '2xx' : String(res.status);
    answers[what] = answers[what] ?? {};
    answers[what][key] = (answers[what][key] ?? 0) + 1;
    return ok(res);
  };
  const accounts = Array.from({ length: 24 }, () => newAccount('mail'));
  const registered = [];
  await mapLimit(accounts, 4, async (a) => {
    if (note('register', await register(server.base, a))) {
      registered.push(a);
      expected.push({ to: a.username, subject: SUBJECTS.confirm });
    }
  });
  await mapLimit(registered.slice(0, 12), 4, async (a) => {
    note('forgot password (unconfirmed: no mail)', await forgotPassword(server.base, a.username));
  });
  const ripple = await createRipple(server.base, 'A ripple to follow while the mail server is down.');
  if (!ok(ripple)) throw new Error(`could not create a ripple: ${ripple.status}`);
  const followers = Array.from({ length: 24 }, () => `follow-${tag()}@example.test`);
  await mapLimit(followers, 4, async (email) => {
    if (note('follow', await subscribe(server.base, ripple.body.seedCode, email)))
      expected.push({ to: email, subject: SUBJECTS.follow });
  });
  log(`  ${label}: ${expected.length} mails expected, requests done in ${secs(now() - downAt)}`);

  let killedDuringOutage = null;
  if (killDuringOutage) {
    await sleep(Math.max(0, outageMs / 2 - (now() - downAt)));
    await server.kill('SIGKILL');
    const r = await restart(env, logFile, target.dataDir);
    if (!r.server) throw new Error(`${label}: the server did not start again after the kill during the outage`);
    server = r.server;
    killedDuringOutage = Math.round(server.readyMs);
    log(
      `  ${label}: killed with -9 at ${secs(outageMs / 2)} into the outage, started again in ${killedDuringOutage} ms`,
    );
  }

  await sleep(Math.max(0, outageMs - (now() - downAt)));
  const arrivedWhileDown = sink.messages.length;
  await sink.start();
  const upAt = now();
  log(`  ${label}: SMTP back after ${secs(upAt - downAt)}; waiting for the outbox to drain`);

  const key = (to, subject) => `${to.toLowerCase()}\n${subject}`;
  const wanted = new Set(expected.map((e) => key(e.to, e.subject)));
  const arrived = () => new Set(sink.messages.flatMap((m) => m.to.map((to) => key(to, m.subject))));
  // A mail first tried when the outage began is retried 30 s, 1 min, 2 min … later, so its next attempt after the
  // outage comes at most about one outage later. Bounded wait: the outage + 60 s (+ the 5-minute lease if killed).
  const deadline = upAt + outageMs + 60_000 + (killedDuringOutage === null ? 0 : 5 * 60_000);
  let lastCount = -1;
  while (now() < deadline) {
    const got = arrived();
    if ([...wanted].every((k) => got.has(k))) break;
    if (sink.messages.length !== lastCount) {
      lastCount = sink.messages.length;
      log(`  ${label}: ${lastCount} of ${expected.length} delivered`);
    }
    await sleep(1000);
  }
  const drainedMs = now() - upAt;
  await sleep(10_000); // five delivery rounds more, so a second copy would have come
  const warnings = (() => {
    try {
      return readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((l) => l.includes('will retry')).length;
    } catch {
      return 0;
    }
  })();
  await server.stop();
  await sink.stop();
  const outbox = await outboxState({ env });

  const counts = new Map();
  for (const m of sink.messages)
    for (const to of m.to) counts.set(key(to, m.subject), (counts.get(key(to, m.subject)) ?? 0) + 1);
  const missing = [...wanted].filter((k) => !counts.has(k));
  const duplicated = [...counts].filter(([k, n]) => wanted.has(k) && n > 1);
  const unexpected = [...counts].filter(([k]) => !wanted.has(k));
  if (missing.length || duplicated.length || unexpected.length || arrivedWhileDown) fail();
  return {
    label,
    outageMs: Math.round(upAt - downAt),
    expected: expected.length,
    byKind: Object.fromEntries(
      Object.entries(SUBJECTS).map(([k, s]) => [k, expected.filter((e) => e.subject === s).length]),
    ),
    answers,
    delivered: sink.messages.length,
    deliveredOnce: [...counts].filter(([k, n]) => wanted.has(k) && n === 1).length,
    missing: missing.map((k) => k.replace('\n', ' / ')),
    duplicated: duplicated.map(([k, n]) => `${k.replace('\n', ' / ')} ×${n}`),
    unexpected: unexpected.map(([k, n]) => `${k.replace('\n', ' / ')} ×${n}`),
    drainedMs: Math.round(drainedMs),
    retryWarnings: warnings,
    killedDuringOutage,
    outbox,
  };
}

export function printMail(results) {
  console.log(`\nMail outage: SMTP refusing connections for the whole outage, then back`);
  console.log(
    '| database | outage | mails expected (confirm / follow; resets to unconfirmed: none) | delivered | exactly once | missing | twice or more | unexpected | all in after | retries logged | outbox after (status × attempts: rows) |',
  );
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    const outbox = r.outbox.map((o) => `${o.status}×${o.attempts}: ${o.n}`).join(', ');
    console.log(
      `| ${r.label}${r.killedDuringOutage !== null ? ' (killed -9 mid-outage)' : ''} | ${secs(r.outageMs)} | ` +
        `${r.expected} (${r.byKind.confirm} / ${r.byKind.follow}) | ${r.delivered} | ` +
        `${r.deliveredOnce} | **${r.missing.length}** | **${r.duplicated.length}** | ${r.unexpected.length} | ` +
        `${secs(r.drainedMs)} | ${r.retryWarnings} | ${outbox} |`,
    );
    for (const m of [...r.missing, ...r.duplicated, ...r.unexpected].slice(0, 10)) console.log(`  ✗ ${m}`);
  }
}
