// `npm run fault`: proves that no acknowledged write is lost when the server is killed, and no mail is lost or
// sent twice when the SMTP server is down for a while. Runs the built server (`npm run build` first).
//
// 1. Kill rounds, per database: a concurrent burst of ripple creations, passes (each from a random earlier note)
//    and registrations; every 2xx answer is recorded; the server gets `kill -9` mid-burst, is started again on the
//    same data, and every acknowledged write is looked up through the API (note pages by code, a login per
//    account). Repeated (5 rounds on PGlite by default) to see how often the data directory fails to reopen.
// 2. Mail outage: the SMTP server (server/test/smtp-sink.mjs) is down while registrations (confirmation links),
//    password resets (none: the addresses are unconfirmed) and
//    follow requests are made; it stays down at least 120 s, comes back, and each expected mail must arrive
//    exactly once.
//
// Options: --db pglite|postgres|both (both when DATABASE_URL is set), --rounds N (PGlite; default 5),
// --pg-rounds N (default 3), --first-start-kills N (3: kill -9 during the very first start, when the database is
// being created and migrated, then start again), --concurrency N (16), --outage-seconds S (120; under 120 needs --short-outage),
// --kill-during-outage (also kill -9 the server in the middle of the outage), --skip-kill, --skip-mail,
// --skip-two-process (the rolling-restart check: a second server started on the same data while the first runs).
// PostgreSQL uses a throw-away database on the DATABASE_URL server, dropped at the end.
// Exit status 1 on a lost write, a data directory that does not reopen, or a lost or duplicated mail.
// Results: docs/reliability.md.
import { existsSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstStartKills, printFirstStart, twoProcesses } from './lib/fault-restarts.mjs';
import { killRounds, printKillTable } from './lib/fault-kill.mjs';
import { mailOutage, printMail } from './lib/fault-mail.mjs';
import { failed, freshPglite, freshPostgres, log, openWorkDir, pgDatabases } from './lib/fault-run.mjs';
import { root } from './lib/server-process.mjs';

const { values: opt } = parseArgs({
  options: {
    db: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    'pg-rounds': { type: 'string', default: '3' },
    'first-start-kills': { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '16' },
    'outage-seconds': { type: 'string', default: '120' },
    'short-outage': { type: 'boolean', default: false },
    'kill-during-outage': { type: 'boolean', default: false },
    'skip-kill': { type: 'boolean', default: false },
    'skip-mail': { type: 'boolean', default: false },
    'skip-two-process': { type: 'boolean', default: false },
  },
});

const DATABASE_URL = process.env.DATABASE_URL || '';
const which = opt.db ?? (DATABASE_URL ? 'both' : 'pglite');
if (!['pglite', 'postgres', 'both'].includes(which)) {
  console.error('--db must be pglite, postgres or both');
  process.exit(2);
}
if (which !== 'pglite' && !DATABASE_URL) {
  console.error('PostgreSQL needs DATABASE_URL=postgres://… (a throw-away database is created on that server)');
  process.exit(2);
}
const ROUNDS = Number(opt.rounds);
const PG_ROUNDS = Number(opt['pg-rounds']);
const FIRST_START_KILLS = Number(opt['first-start-kills']);
const CONCURRENCY = Number(opt.concurrency);
const OUTAGE_S = Number(opt['outage-seconds']);
if (OUTAGE_S < 120 && !opt['short-outage']) {
  console.error('An outage shorter than 120 s proves less; pass --short-outage to run one anyway.');
  process.exit(2);
}
if (!existsSync(path.join(root, 'dist/server/index.js'))) {
  console.error('Build first: npm run build');
  process.exit(2);
}

const workDir = openWorkDir();

// ─── Run ───────────────────────────────────────────────────────────────────────────────────────────────────────

const startedAt = new Date();
console.log(
  `Fault run ${startedAt.toISOString()}: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; databases: ${which}; work directory ${workDir}`,
);
const pgToo = which !== 'pglite';
const pgliteToo = which !== 'postgres';
const killResults = [];
const firstStartResults = [];
const twoProcessResults = [];
const mailResults = [];
const cleanups = [];
try {
  if (!opt['skip-kill']) {
    for (const [use, label, rounds, fresh] of [
      [pgliteToo, 'PGlite (embedded)', ROUNDS, freshPglite],
      [pgToo, 'PostgreSQL', PG_ROUNDS, freshPostgres],
    ]) {
      if (!use) continue;
      const k = await killRounds(label, rounds, fresh, CONCURRENCY);
      killResults.push(k);
      if (FIRST_START_KILLS > 0)
        firstStartResults.push(await firstStartKills(label, FIRST_START_KILLS, fresh, k.firstStartMs));
      if (!opt['skip-two-process']) twoProcessResults.push(await twoProcesses(label, fresh));
    }
  }
  if (!opt['skip-mail']) {
    log(`━━ Mail outage of ${OUTAGE_S} s (both databases at once when both are chosen)`);
    const runs = [];
    const killDuringOutage = opt['kill-during-outage'];
    if (pgliteToo) {
      const t = await freshPglite();
      cleanups.push(() => t.cleanup());
      runs.push(mailOutage('PGlite (embedded)', t, OUTAGE_S * 1000, killDuringOutage));
    }
    if (pgToo) {
      const t = await freshPostgres();
      cleanups.push(() => t.cleanup());
      runs.push(mailOutage('PostgreSQL', t, OUTAGE_S * 1000, killDuringOutage));
    }
    mailResults.push(...(await Promise.all(runs)));
  }
} finally {
  for (const c of cleanups) await c().catch((err) => console.error(`clean-up: ${err.message}`));
  for (const drop of pgDatabases.values()) await drop().catch((err) => console.error(`clean-up: ${err.message}`));
}

console.log(`\n═══ Summary (${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC) ═══`);
for (const r of killResults) printKillTable(r);
for (const r of firstStartResults) printFirstStart(r);
if (twoProcessResults.length) {
  console.log('\nRolling restart: a second server started on the same data while the first still serves');
  console.log('| database | second start | writes acknowledged | found after | lost |');
  console.log('|---|---|---:|---:|---:|');
  for (const r of twoProcessResults)
    console.log(
      `| ${r.label} | ${r.secondStarted ? 'allowed' : 'refused'} | ${r.acked} | ${r.found} | **${r.lost}** |`,
    );
}
if (mailResults.length) printMail(mailResults);
const kept =
  [...killResults, ...firstStartResults].some((r) => r.rows.some((x) => !x.reopened || x.writeOk === false)) ||
  twoProcessResults.some((r) => r.lost > 0);
if (!kept) rmSync(workDir, { recursive: true, force: true });
else console.log(`\nData directories that lost writes or did not reopen are kept under ${workDir} for inspection.`);
const okParts = [
  killResults.length || twoProcessResults.length ? 'no acknowledged write lost' : null,
  firstStartResults.length ? 'every directory opened again' : null,
  mailResults.length ? 'every mail delivered exactly once' : null,
].filter(Boolean);
console.log(failed ? '\nFAILED: see ✗ / LOST above.' : `\nOK: ${okParts.join(', ')}.`);
process.exit(failed ? 1 : 0);
