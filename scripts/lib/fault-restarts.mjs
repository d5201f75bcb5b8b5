// Round 1 of the fault run, at the edges (scripts/fault.mjs): kill -9 during the very first start, and a second
// server started on the same data while the first still serves (a rolling restart).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRipple, mapLimit, ok, readNote } from './api-client.mjs';
import { spawnBuiltServer, startBuiltServer } from './server-process.mjs';
import { fail, log, logTail, restart, sleep, workDir } from './fault-run.mjs';

/**
 * kill -9 during the very first start (the database being created and migrated) at a random moment, then start
 * again on what was left: nothing was acknowledged yet, but the directory must open and take writes.
 */
export async function firstStartKills(label, trials, fresh, firstStartMs) {
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
      fail();
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

export function printFirstStart(result) {
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
export async function twoProcesses(label, fresh) {
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
    fail();
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
