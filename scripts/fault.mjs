// `npm run fault`: proves that no acknowledged write is lost when the server is killed, and no mail is lost or
// sent twice when the SMTP server is down for a while. Runs the built server (`npm run build` first).
//
// 1. Kill rounds, per database: a concurrent burst of ripple creations, passes (each from a random earlier note)
//    and registrations; every 2xx answer is recorded; the server gets `kill -9` mid-burst, is started again on the
//    same data, and every acknowledged write is looked up through the API (note pages by code, a login per
//    account). Repeated (5 rounds on PGlite by default) to see how often the data directory fails to reopen.
// 2. Mail outage: the SMTP server (scripts/lib/smtp-sink.mjs) is down while registrations, password resets and
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
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
// The users' search index (migration 0018) needs pg_trgm loaded whenever the database is opened.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import {
  createRipple,
  forgotPassword,
  login,
  mapLimit,
  newAccount,
  ok,
  passOn,
  readNote,
  register,
  subscribe,
  tag,
} from './lib/api-client.mjs';
import { root, spawnBuiltServer, startBuiltServer } from './lib/server-process.mjs';
import { createSmtpSink } from './lib/smtp-sink.mjs';

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

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
const workDir = mkdtempSync(path.join(tmpdir(), 'kindripple-fault-'));
let failed = false;

/** The last lines of a server's output that are not per-request lines, to show why it would not start. */
function logTail(file, lines = 12) {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l && !/"(incoming request|request completed)"/.test(l))
      .slice(-lines)
      .map((l) => `    ${l.slice(0, 300)}`)
      .join('\n');
  } catch {
    return '    (no output)';
  }
}

/** Throw-away PostgreSQL databases not dropped yet (dropped at the end whatever happens). */
const pgDatabases = new Map();

/** A throw-away PostgreSQL database: its URL and a drop(). */
async function throwAwayDatabase(prefix) {
  const name = `${prefix}_${Date.now().toString(36)}_${tag(3)}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    pgDatabases.delete(name);
    const c = new pg.Client({ connectionString: DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  pgDatabases.set(name, drop);
  return { url: url.toString(), drop };
}

// ─── 1. Kill rounds ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Writes as fast as CONCURRENCY clients can until `killAfterMs`, then kill -9s the server. Every 2xx is added to
 * `acked`; a request without an answer when the kill came is counted as in flight (its write may or may not
 * have committed: it was never acknowledged).
 */
async function burst(server, acked, round, killAfterMs) {
  const counts = { create: 0, pass: 0, register: 0, refused: 0, refusedStatuses: {}, inFlightAtKill: 0 };
  const inFlight = new Set();
  const inFlightAccounts = [];
  let killed = false;
  const codes = acked.notes.map((n) => n.code);
  let seq = 0;

  const one = async () => {
    seq += 1;
    const n = seq;
    const r = Math.random();
    if (codes.length < 5 || r < 0.15) {
      const res = await createRipple(server.base, `Fault round ${round}, ripple ${n}: a kind note to start.`);
      if (ok(res)) {
        counts.create += 1;
        acked.notes.push({ code: res.body.nodeCode, round, kind: 'create' });
        codes.push(res.body.nodeCode);
      }
      return res;
    }
    if (r < 0.8) {
      // Passed on from a random earlier note: trees grow as real ones do.
      const from = codes[Math.floor(Math.random() * codes.length)];
      const res = await passOn(server.base, from, `Fault round ${round}, pass ${n}: passing the kindness on.`);
      if (ok(res)) {
        counts.pass += 1;
        acked.notes.push({ code: res.body.nodeCode, round, kind: 'pass' });
        codes.push(res.body.nodeCode);
      }
      return res;
    }
    const account = newAccount(`r${round}`);
    const res = await register(server.base, account);
    if (ok(res)) {
      counts.register += 1;
      acked.accounts.push({ ...account, round });
    } else if (res.status === 0) inFlightAccounts.push(account);
    return res;
  };

  const worker = async () => {
    while (!killed) {
      const p = one();
      inFlight.add(p);
      const res = await p;
      inFlight.delete(p);
      if (res.status !== 0 && !ok(res)) {
        counts.refused += 1;
        counts.refusedStatuses[res.status] = (counts.refusedStatuses[res.status] ?? 0) + 1;
      }
    }
  };
  const started = now();
  const workers = Array.from({ length: CONCURRENCY }, worker);
  await sleep(killAfterMs);
  killed = true;
  counts.inFlightAtKill = inFlight.size;
  const ended = await server.kill('SIGKILL');
  await Promise.all(workers);
  counts.burstMs = Math.round(now() - started);
  counts.killedBy = ended.signal ?? `exit ${ended.code}`;
  return { counts, inFlightAccounts };
}

/** Looks up every acknowledged write through the API: note pages by code, a login per account. */
async function verify(base, acked) {
  const retry = async (fn) => {
    let res;
    for (let i = 0; i < 4; i += 1) {
      res = await fn();
      if (res.status !== 0 && res.status < 500 && res.status !== 429) return res;
      await sleep(250 * (i + 1));
    }
    return res;
  };
  const notes = await mapLimit(acked.notes, 8, (n) => retry(() => readNote(base, n.code)));
  const accounts = await mapLimit(acked.accounts, 4, (a) => retry(() => login(base, a)));
  const tally = (results) => ({
    checked: results.length,
    found: results.filter((r) => r.status === 200).length,
    lost: results.filter((r) => r.status === 404 || r.status === 401).length,
    unclear: results.filter((r) => r.status !== 200 && r.status !== 404 && r.status !== 401).length,
  });
  const lostNotes = acked.notes.filter((_, i) => notes[i].status === 404);
  const lostAccounts = acked.accounts.filter((_, i) => accounts[i].status === 401);
  return { notes: tally(notes), accounts: tally(accounts), lostNotes, lostAccounts };
}

/**
 * Starts the server on a data directory that was just killed. If it does not come up, tries the one repair that
 * is safe (a stale postmaster.pid moved aside: PGlite writes -42, never a live process id) and says so.
 */
async function restart(env, logFile, dataDir) {
  try {
    const server = await startBuiltServer(env, { logFile, timeoutMs: 90_000 });
    return { server, reopened: true };
  } catch (err) {
    const failure = `${err.message} (exit ${err.exitCode ?? '-'}, signal ${err.signal ?? '-'})`;
    log(`  ✗ the server did not start again: ${failure}\n${logTail(logFile)}`);
    const pidFile = dataDir && path.join(dataDir, 'db', 'postmaster.pid');
    if (pidFile && existsSync(pidFile)) {
      renameSync(pidFile, `${pidFile}.stale-${Date.now()}`);
      try {
        const server = await startBuiltServer(env, { logFile, timeoutMs: 90_000 });
        log('  ✓ it started after moving the stale postmaster.pid aside');
        return { server, reopened: false, repaired: 'stale postmaster.pid moved aside', failure };
      } catch (err2) {
        log(`  ✗ still not after moving postmaster.pid aside: ${err2.message}\n${logTail(logFile)}`);
      }
    }
    return { server: null, reopened: false, failure };
  }
}

async function killRounds(label, rounds, fresh) {
  log(`━━ ${label}: ${rounds} kill rounds, ${CONCURRENCY} concurrent clients`);
  let target = await fresh();
  const logFile = () => path.join(workDir, `${target.name}.log`);
  let acked = { notes: [], accounts: [] };
  let server = await startBuiltServer(target.env, { logFile: logFile(), timeoutMs: 90_000 });
  const firstStartMs = Math.round(server.readyMs);
  let lastStartMs = firstStartMs;
  log(`  first start ${firstStartMs} ms`);
  const rows = [];
  for (let round = 1; round <= rounds; round += 1) {
    const killAfterMs = 1500 + Math.floor(Math.random() * 2500);
    const { counts, inFlightAccounts } = await burst(server, acked, round, killAfterMs);
    const pidFile = target.dataDir ? existsSync(path.join(target.dataDir, 'db', 'postmaster.pid')) : null;
    // Every second round, the restart itself (crash recovery) is killed too, at a random moment, before the
    // start that is measured: a crash loop under a process manager looks like this.
    let restartKilledAtMs = null;
    if (round % 2 === 0) {
      const s = await spawnBuiltServer(target.env, { logFile: logFile() });
      restartKilledAtMs = Math.round(lastStartMs * (0.15 + 0.7 * Math.random()));
      await sleep(restartKilledAtMs);
      await s.kill('SIGKILL');
    }
    const r = await restart(target.env, logFile(), target.dataDir);
    if (r.server) lastStartMs = r.server.readyMs;
    const row = {
      round,
      restartKilledAtMs,
      ...counts,
      acked: counts.create + counts.pass + counts.register,
      stalePidFile: pidFile,
      reopened: r.reopened,
      repaired: r.repaired ?? null,
      failure: r.failure ?? null,
    };
    if (!r.server) {
      // The data directory is gone for this product: everything acknowledged into it counts as lost.
      failed = true;
      Object.assign(row, {
        startMs: null,
        checkedNotes: acked.notes.length,
        foundNotes: 0,
        lostNotes: acked.notes.length,
        checkedAccounts: acked.accounts.length,
        foundAccounts: 0,
        lostAccounts: acked.accounts.length,
      });
      rows.push(row);
      log(
        `  round ${round}: did not reopen; ${acked.notes.length + acked.accounts.length} acknowledged writes unreachable`,
      );
      target.keep = true;
      target = await fresh();
      acked = { notes: [], accounts: [] };
      server = await startBuiltServer(target.env, { logFile: logFile(), timeoutMs: 90_000 });
      lastStartMs = server.readyMs;
      continue;
    }
    server = r.server;
    if (!r.reopened) failed = true;
    const v = await verify(server.base, acked);
    // Registrations that had no answer: did they commit anyway? (Allowed either way; shown for interest.)
    const inFlightCommitted = (await mapLimit(inFlightAccounts, 4, (a) => login(server.base, a))).filter(
      (x) => x.status === 200,
    ).length;
    Object.assign(row, {
      startMs: Math.round(server.readyMs),
      checkedNotes: v.notes.checked,
      foundNotes: v.notes.found,
      lostNotes: v.notes.lost,
      unclearNotes: v.notes.unclear,
      checkedAccounts: v.accounts.checked,
      foundAccounts: v.accounts.found,
      lostAccounts: v.accounts.lost,
      unclearAccounts: v.accounts.unclear,
      inFlightAccounts: inFlightAccounts.length,
      inFlightCommitted,
    });
    rows.push(row);
    if (v.notes.lost || v.accounts.lost || v.notes.unclear || v.accounts.unclear) failed = true;
    for (const n of v.lostNotes.slice(0, 5)) log(`  LOST note ${n.code} (${n.kind}, round ${n.round})`);
    for (const a of v.lostAccounts.slice(0, 5)) log(`  LOST account ${a.username} (round ${a.round})`);
    log(
      `  round ${round}: killed after ${secs(counts.burstMs)} (${counts.inFlightAtKill} in flight); acknowledged ` +
        `${counts.create} ripples, ${counts.pass} passes, ${counts.register} accounts; restart ${row.startMs} ms; ` +
        `found ${v.notes.found}/${v.notes.checked} notes, ${v.accounts.found}/${v.accounts.checked} accounts`,
    );
  }
  // For comparison: a clean stop (SIGTERM) and start on the same data.
  await server.stop();
  const clean = await startBuiltServer(target.env, { logFile: logFile(), timeoutMs: 90_000 });
  const cleanStartMs = Math.round(clean.readyMs);
  await clean.stop();
  await target.cleanup();
  return { label, rows, cleanStartMs, firstStartMs };
}

/**
 * kill -9 during the very first start (the database being created and migrated) at a random moment, then start
 * again on what was left: nothing was acknowledged yet, but the directory must open and take writes.
 */
async function firstStartKills(label, trials, fresh, firstStartMs) {
  const rows = [];
  for (let i = 1; i <= trials; i += 1) {
    const target = await fresh();
    const logFile = path.join(workDir, `${target.name}.log`);
    const s = await spawnBuiltServer(target.env, { logFile });
    const killAtMs = Math.round(firstStartMs * (0.15 + 0.85 * Math.random()));
    await sleep(killAtMs);
    const answered = await fetch(`${s.base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    await s.kill('SIGKILL');
    const db = target.dataDir && path.join(target.dataDir, 'db');
    const left = !db
      ? 'PostgreSQL database'
      : !existsSync(db)
        ? 'no db/ yet'
        : existsSync(path.join(db, 'PG_VERSION'))
          ? 'PG_VERSION present'
          : `db/ without PG_VERSION (global/pg_control ${existsSync(path.join(db, 'global', 'pg_control')) ? 'present' : 'absent'})`;
    const r = await restart(target.env, logFile, target.dataDir);
    let writeOk = false;
    if (r.server) {
      writeOk = ok(await createRipple(r.server.base, 'A first note after an interrupted first start.'));
      await r.server.stop();
    }
    if (!r.reopened || !writeOk) {
      failed = true;
      target.keep = true;
    }
    rows.push({
      trial: i,
      killAtMs,
      answered,
      left,
      reopened: r.reopened,
      repaired: r.repaired,
      startMs: r.server ? Math.round(r.server.readyMs) : null,
      writeOk,
    });
    log(
      `  first-start kill ${i}: at ${killAtMs} ms (${answered ? 'already serving' : 'still starting'}; ${left}); ` +
        `${r.server ? `started again in ${Math.round(r.server.readyMs)} ms, write ${writeOk ? 'ok' : 'FAILED'}` : 'DID NOT START'}`,
    );
    await target.cleanup();
  }
  return { label, rows };
}

function printFirstStart(result) {
  console.log(
    `\n${result.label}: kill -9 during the first start (database being created and migrated), then start again`,
  );
  console.log('| trial | killed at | state left | started again | start | a write after |');
  console.log('|---:|---:|---|---|---:|---|');
  for (const r of result.rows) {
    const again = r.reopened ? 'yes' : r.repaired ? `after repair (${r.repaired})` : 'NO';
    console.log(
      `| ${r.trial} | ${r.killAtMs} ms${r.answered ? ' (already serving)' : ''} | ${r.left} | ${again} | ${r.startMs ?? '—'} ms | ${r.writeOk ? 'ok' : 'FAILED'} |`,
    );
  }
}

/**
 * A rolling restart: a second server is started on the same data while the first still serves, both take writes
 * (as a load balancer would send them), the old one is stopped cleanly, the new one serves alone, then stops.
 * Started once more, every acknowledged write must be there. PostgreSQL is made for this; an embedded database
 * must refuse the second process rather than let two copies of the database overwrite each other.
 */
async function twoProcesses(label, fresh) {
  const target = await fresh();
  const logFile = path.join(workDir, `${target.name}-two.log`);
  const acked = [];
  const write = async (server, who, n) => {
    for (let i = 0; i < n; i += 1) {
      const res = await createRipple(server.base, `Written by the ${who} process, note ${i}.`);
      if (ok(res)) acked.push(res.body.nodeCode);
    }
  };
  const first = await startBuiltServer(target.env, { logFile, timeoutMs: 90_000 });
  await write(first, 'first', 20);
  let second = null;
  let refusal = null;
  try {
    second = await startBuiltServer(target.env, { logFile, timeoutMs: 90_000 });
  } catch (err) {
    refusal = `${err.message}; its last words:\n${logTail(logFile, 4)}`;
  }
  if (second) {
    await Promise.all([write(first, 'first', 20), write(second, 'second', 20)]);
    await first.stop();
    await write(second, 'second', 20);
    await second.stop();
  } else await first.stop();
  const check = await startBuiltServer(target.env, { logFile, timeoutMs: 90_000 });
  const found = (await mapLimit(acked, 8, (code) => readNote(check.base, code))).filter((r) => r.status === 200).length;
  await check.stop();
  const lost = acked.length - found;
  if (lost) {
    failed = true;
    target.keep = true;
  }
  log(
    `  ${label}, two processes on the same data: second start ${second ? 'ALLOWED' : 'refused'}; ` +
      `${acked.length} writes acknowledged, ${found} found, ${lost} lost`,
  );
  if (refusal) log(`  the second start said: ${refusal}`);
  await target.cleanup();
  return { label, secondStarted: Boolean(second), acked: acked.length, found, lost };
}

async function freshPglite() {
  const dataDir = mkdtempSync(path.join(workDir, 'pglite-'));
  const target = {
    name: path.basename(dataDir),
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', TRUST_PROXY: 'loopback', LOG_LEVEL: '' },
    keep: false,
    async cleanup() {
      if (!target.keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return target;
}

async function freshPostgres() {
  const db = await throwAwayDatabase('kr_fault');
  const dataDir = mkdtempSync(path.join(workDir, 'pg-'));
  return {
    name: path.basename(dataDir),
    dataDir: null,
    env: { DATA_DIR: dataDir, DATABASE_URL: db.url, TRUST_PROXY: 'loopback', LOG_LEVEL: '' },
    async cleanup() {
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function printKillTable(result) {
  const { label, rows, cleanStartMs } = result;
  console.log(`\n${label}: kill -9 mid-burst, restart on the same data, every acknowledged write looked up`);
  console.log(
    '| round | burst | in flight at kill | acknowledged (ripples / passes / accounts) | refused | restart killed too | reopened | start after kill | notes found / checked | accounts found / checked | lost |',
  );
  console.log('|---:|---:|---:|---|---:|---:|---|---:|---:|---:|---:|');
  for (const r of rows) {
    const refused = Object.entries(r.refusedStatuses)
      .map(([s, n]) => `${n}×${s}`)
      .join(' ');
    const reopened = r.reopened ? 'yes' : r.repaired ? `after repair (${r.repaired})` : 'NO';
    console.log(
      `| ${r.round} | ${secs(r.burstMs)} | ${r.inFlightAtKill} | ${r.acked} (${r.create} / ${r.pass} / ${r.register}) | ` +
        `${refused || 0} | ${r.restartKilledAtMs === null ? '—' : `at ${r.restartKilledAtMs} ms`} | ${reopened} | ${r.startMs ?? '—'} ms | ${r.foundNotes} / ${r.checkedNotes} | ` +
        `${r.foundAccounts} / ${r.checkedAccounts} | **${r.lostNotes + r.lostAccounts}** |`,
    );
  }
  const acked = rows.reduce((s, r) => s + r.acked, 0);
  const lost = rows.reduce((s, r) => s + r.lostNotes + r.lostAccounts, 0);
  const notReopened = rows.filter((r) => !r.reopened).length;
  const inFlight = rows.reduce((s, r) => s + r.inFlightAtKill, 0);
  const inFlightAccounts = rows.reduce((s, r) => s + (r.inFlightAccounts ?? 0), 0);
  const inFlightCommitted = rows.reduce((s, r) => s + (r.inFlightCommitted ?? 0), 0);
  console.log(
    `Total: ${acked} writes acknowledged over ${rows.length} kills, ${lost} lost; data reopened after ` +
      `${rows.length - notReopened} of ${rows.length} kills; ${inFlight} requests in flight at the kills ` +
      `(of which ${inFlightAccounts} registrations, ${inFlightCommitted} of them committed anyway). ` +
      `Start after a clean stop, for comparison: ${cleanStartMs} ms.`,
  );
  return { acked, lost, notReopened };
}

// ─── 2. Mail outage ────────────────────────────────────────────────────────────────────────────────────────────

const SUBJECTS = {
  welcome: 'Welcome to KindRipple',
  reset: 'Reset your KindRipple password',
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

async function mailOutage(label, target, outageMs) {
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
      expected.push({ to: a.username, subject: SUBJECTS.welcome });
    }
  });
  await mapLimit(registered.slice(0, 12), 4, async (a) => {
    if (note('forgot password', await forgotPassword(server.base, a.username)))
      expected.push({ to: a.username, subject: SUBJECTS.reset });
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
  if (opt['kill-during-outage']) {
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
  if (missing.length || duplicated.length || unexpected.length || arrivedWhileDown) failed = true;
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

function printMail(results) {
  console.log(`\nMail outage: SMTP refusing connections for the whole outage, then back`);
  console.log(
    '| database | outage | mails expected (welcome / reset / follow) | delivered | exactly once | missing | twice or more | unexpected | all in after | retries logged | outbox after (status × attempts: rows) |',
  );
  console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    const outbox = r.outbox.map((o) => `${o.status}×${o.attempts}: ${o.n}`).join(', ');
    console.log(
      `| ${r.label}${r.killedDuringOutage !== null ? ' (killed -9 mid-outage)' : ''} | ${secs(r.outageMs)} | ` +
        `${r.expected} (${r.byKind.welcome} / ${r.byKind.reset} / ${r.byKind.follow}) | ${r.delivered} | ` +
        `${r.deliveredOnce} | **${r.missing.length}** | **${r.duplicated.length}** | ${r.unexpected.length} | ` +
        `${secs(r.drainedMs)} | ${r.retryWarnings} | ${outbox} |`,
    );
    for (const m of [...r.missing, ...r.duplicated, ...r.unexpected].slice(0, 10)) console.log(`  ✗ ${m}`);
  }
}

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
      const k = await killRounds(label, rounds, fresh);
      killResults.push(k);
      if (FIRST_START_KILLS > 0)
        firstStartResults.push(await firstStartKills(label, FIRST_START_KILLS, fresh, k.firstStartMs));
      if (!opt['skip-two-process']) twoProcessResults.push(await twoProcesses(label, fresh));
    }
  }
  if (!opt['skip-mail']) {
    log(`━━ Mail outage of ${OUTAGE_S} s (both databases at once when both are chosen)`);
    const runs = [];
    if (pgliteToo) {
      const t = await freshPglite();
      cleanups.push(() => t.cleanup());
      runs.push(mailOutage('PGlite (embedded)', t, OUTAGE_S * 1000));
    }
    if (pgToo) {
      const t = await freshPostgres();
      cleanups.push(() => t.cleanup());
      runs.push(mailOutage('PostgreSQL', t, OUTAGE_S * 1000));
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
