// Round 1 of the fault run (scripts/fault.mjs): kill -9 mid-burst, restart on the same data, and look up every
// acknowledged write through the API.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRipple, login, mapLimit, newAccount, ok, passOn, readNote, register } from './api-client.mjs';
import { spawnBuiltServer, startBuiltServer } from './server-process.mjs';
import { fail, log, now, restart, secs, sleep, workDir } from './fault-run.mjs';

/**
 * Writes as fast as `concurrency` clients can until `killAfterMs`, then kill -9s the server. Every 2xx is added to
 * `acked`; a request without an answer when the kill came is counted as in flight (its write may or may not
 * have committed: it was never acknowledged).
 */
async function burst(server, acked, round, killAfterMs, concurrency) {
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
  const workers = Array.from({ length: concurrency }, worker);
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
 * `rounds` kill rounds on one database: a burst by `concurrency` clients, kill -9, a restart (itself killed once in
 * every second round), every acknowledged write looked up; then a clean stop and start for comparison.
 */
export async function killRounds(label, rounds, fresh, concurrency) {
  log(`━━ ${label}: ${rounds} kill rounds, ${concurrency} concurrent clients`);
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
    const { counts, inFlightAccounts } = await burst(server, acked, round, killAfterMs, concurrency);
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
      fail();
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
    if (!r.reopened) fail();
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
    if (v.notes.lost || v.accounts.lost || v.notes.unclear || v.accounts.unclear) fail();
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

export function printKillTable(result) {
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
