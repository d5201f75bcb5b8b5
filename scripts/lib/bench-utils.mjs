// Shared helpers for the benchmark scripts: free ports, starting the built server as shipped, autocannon runs and
// the ceiling (a bare Fastify hello-world in its own process) measured before and after each endpoint.
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { freePort, root, startBuiltServer, waitFor } from './server-process.mjs';

export { freePort, root, waitFor };

/** Connections per autocannon run: what the targets are stated at. */
export const CONNECTIONS = 50;

/**
 * Starts the built production server for a benchmark (captcha off) in the configuration a user gets: no
 * LOG_LEVEL unless the caller gives one (an empty value means the product's default, `info`). Its output goes to
 * `logFile` (as to a file or journald in production), never to this terminal (`logThroughPipe`: through a pipe to a collector process). Resolves with base URL, ms to first
 * answer, stop().
 */
export const startServer = (env, { logFile, logThroughPipe } = {}) =>
  startBuiltServer({ LOG_LEVEL: '', ...env }, { logFile: logFile ?? '/dev/null', logThroughPipe, timeoutMs: 120_000 });

/** Runs autocannon and returns req/s and latency percentiles. */
export async function measure(url, { connections = CONNECTIONS, duration = 5, ...rest } = {}) {
  const result = await autocannon({ url, connections, duration, ...rest });
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The ceiling: a bare Fastify hello-world (no logger, no plugins) in its own process, started once and measured
 * as often as asked. `around(fn)` measures it before and after `fn` (the "after" is the next call's "before") and
 * adds `ceilingBefore`, `ceilingAfter` and `ratio` (req/s over the mean of the two) to fn's result.
 */
export async function startCeiling({ duration = 5, connections = CONNECTIONS } = {}) {
  const port = await freePort();
  const code = `const f=require('fastify')();f.get('/',async()=>({hello:'world'}));f.listen({port:${port},host:'127.0.0.1'})`;
  const child = spawn(process.execPath, ['-e', code], { cwd: root, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url);
  const runs = [];
  const once = async () => {
    const m = await measure(url, { duration, connections });
    runs.push(m.rps);
    return m.rps;
  };
  let last = null;
  return {
    runs,
    once,
    async around(fn) {
      const before = last ?? (await once());
      const result = await fn();
      last = await once();
      const ratio = result.rps / ((before + last) / 2);
      return { ...result, ceilingBefore: before, ceilingAfter: last, ratio };
    },
    /** Like around(), for several lines measured between one pair of ceilings (fn answers an array). */
    async aroundGroup(fn) {
      const before = last ?? (await once());
      const results = await fn();
      last = await once();
      const mean = (before + last) / 2;
      return results.map((r) => ({ ...r, ceilingBefore: before, ceilingAfter: last, ratio: r.rps / mean }));
    },
    /** Forget the last measurement (the next around() measures a fresh "before"). */
    reset() {
      last = null;
    },
    stop() {
      child.kill('SIGTERM');
    },
  };
}

export const pct = (ratio) => `${Math.round(ratio * 100)} %`;

/** Machine and time, for the heading of a result. */
export function machineLine() {
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
}

/** Size of a file in bytes (0 when missing). */
export function fileSize(file) {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** ' ⚠' when the ceiling moved by more than a quarter between before and after: the machine was unsteady. */
export function unsteady(r) {
  if (!r.ceilingBefore || !r.ceilingAfter) return '';
  const mean = (r.ceilingBefore + r.ceilingAfter) / 2;
  return Math.abs(r.ceilingAfter - r.ceilingBefore) / mean > 0.25 ? ' ⚠' : '';
}

export function printTable(title, rows, { ceilingHeading = 'ceiling before / after', flag = true } = {}) {
  console.log(`\n${title}`);
  console.log(`| what | req/s | p50 ms | p99 ms | ${ceilingHeading} | vs ceiling | non-2xx |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ceilingBefore ?? ''} / ${r.ceilingAfter ?? ''}` +
        `${flag ? unsteady(r) : ''} | ${r.ratio === undefined ? '' : pct(r.ratio)} | ${r.non2xx} |`,
    );
  if (flag)
    console.log('(⚠: the ceiling moved by more than 25 % during the line; the machine was busy with something else.)');
}
