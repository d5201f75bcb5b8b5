// `npm run bench`: builds, then measures the production server as a user starts it (no LOG_LEVEL: the default
// `info`, its output read through a pipe by a separate process, as journald or Docker do) with autocannon at 50
// connections, next to the ceiling — a bare Fastify hello-world in its own process, measured before and after
// each line, so every figure is a ratio to a ceiling of the same seconds. The same endpoints with LOG_LEVEL=warn
// run side by side, to show what the access log costs; every line runs BENCH_ROUNDS times (3, rotated order,
// BENCH_DURATION s each) and the medians are reported. PGlite, and PostgreSQL when DATABASE_URL is set. Also the cold start. Feature benchmarks
// (scripts/bench-*.mjs: challenges, Connections, ripples, Lighthouse) run after this one. Results: docs/performance.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONNECTIONS,
  fileSize,
  machineLine,
  measure,
  pct,
  printTable,
  root,
  startCeiling,
  startServer,
} from './lib/bench-utils.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const benchStarted = Date.now();

if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

console.log(`Bench run ${machineLine()}`);
const work = mkdtempSync(path.join(tmpdir(), 'kindripple-bench-'));
const ceiling = await startCeiling({ duration: DURATION });

const median = (values) => {
  const v = [...values].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

/**
 * One database: the server as shipped and the same with LOG_LEVEL=warn, both running. Their endpoints are
 * measured in ROUNDS rounds (each round in a rotated order), every line between two ceiling runs; each figure is
 * the median over the rounds, so one busy moment of a shared machine moves it little.
 */
async function benchDatabase(label, env) {
  const logFile = path.join(work, `${label.replace(/\W+/g, '-')}.log`);
  const shipped = await startServer(
    { ...env, DATA_DIR: env.DATA_DIR ?? mkdtempSync(path.join(work, 'data-')) },
    { logFile, logThroughPipe: true },
  );
  // Its own data directory: two PGlite processes must never share one.
  const quiet = await startServer({ ...env, DATA_DIR: mkdtempSync(path.join(work, 'data-')), LOG_LEVEL: 'warn' });
  const headers = { 'accept-encoding': 'br, gzip' };
  const lines = [
    { name: '`GET /api/health` (asks the database every time), as shipped', server: shipped, path: '/api/health' },
    { name: '`GET /api/stats`, as shipped', server: shipped, path: '/api/stats', key: 'stats' },
    { name: '`GET /api/stats`, LOG_LEVEL=warn', server: quiet, path: '/api/stats', key: 'statsQuiet' },
    { name: '`GET /` (home HTML, brotli), as shipped', server: shipped, path: '/', key: 'home' },
    { name: '`GET /` (home HTML, brotli), LOG_LEVEL=warn', server: quiet, path: '/', key: 'homeQuiet' },
  ];
  for (const line of lines) line.runs = [];
  const logged = { bytes: 0, requests: 0 };
  ceiling.reset();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[(i + round) % lines.length];
      const before = fileSize(logFile);
      const m = await ceiling.around(() => measure(line.server.base + line.path, { duration: DURATION, headers }));
      m.round = round;
      if (line.server === shipped) {
        logged.bytes += fileSize(logFile) - before;
        logged.requests += m.requests;
      }
      line.runs.push(m);
    }
  }
  await shipped.stop();
  await quiet.stop();
  const rows = lines.map((line) => ({
    name: line.name,
    rps: Math.round(median(line.runs.map((r) => r.rps))),
    p50: median(line.runs.map((r) => r.p50)),
    p99: median(line.runs.map((r) => r.p99)),
    ceilingBefore: Math.min(...line.runs.flatMap((r) => [r.ceilingBefore, r.ceilingAfter])),
    ceilingAfter: Math.max(...line.runs.flatMap((r) => [r.ceilingBefore, r.ceilingAfter])),
    ratio: median(line.runs.map((r) => r.ratio)),
    ratios: line.runs.map((r) => r.ratio),
    non2xx: line.runs.reduce((n, r) => n + r.non2xx, 0),
    key: line.key,
    runs: line.runs,
  }));
  const byKey = Object.fromEntries(rows.filter((r) => r.key).map((r) => [r.key, r]));
  // The cost of the access log: per round, 1 − (as shipped / LOG_LEVEL=warn); the median over the rounds.
  const cost = (a, b) => median(byKey[a].runs.map((r, i) => 1 - r.rps / byKey[b].runs[i].rps));
  return {
    label,
    rows,
    logCost: {
      stats: cost('stats', 'statsQuiet'),
      home: cost('home', 'homeQuiet'),
      bytesPerRequest: logged.requests ? Math.round(logged.bytes / logged.requests) : 0,
    },
  };
}

const pgliteDir = mkdtempSync(path.join(work, 'pglite-'));
const results = [
  await benchDatabase('PGlite (embedded)', { DATA_DIR: pgliteDir, DATABASE_URL: '', DEMO_CONTENT: 'on' }),
];

// Cold start: a start on the now-existing data directory, to the first answered request.
const cold = [];
for (let i = 0; i < 3; i += 1) {
  const s = await startServer(
    { DATA_DIR: pgliteDir, DATABASE_URL: '', DEMO_CONTENT: 'off' },
    { logFile: path.join(work, 'cold.log') },
  );
  cold.push(Math.round(s.readyMs));
  await s.stop();
}
if (process.env.DATABASE_URL)
  results.push(await benchDatabase('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL, DEMO_CONTENT: 'off' }));
ceiling.stop();
rmSync(work, { recursive: true, force: true });

for (const r of results) {
  printTable(
    `${r.label} — ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per line, medians; ceiling = bare ` +
      'Fastify hello-world, measured before and after every line (lowest / highest shown)',
    r.rows,
    { ceilingHeading: 'ceiling lowest / highest', flag: false },
  );
  for (const row of r.rows) console.log(`  ${row.name}: vs ceiling by round ${row.ratios.map(pct).join(', ')}`);
  console.log(
    `The access log as shipped (LOG_LEVEL=info: ${r.logCost.bytesPerRequest} bytes per ` +
      `request, through a pipe to a collector) costs ${pct(r.logCost.stats)} of /api/stats throughput and ` +
      `${pct(r.logCost.home)} of the home page's, against LOG_LEVEL=warn (median over the rounds).`,
  );
}
console.log(`\nCeiling runs, in order (req/s): ${ceiling.runs.join(', ')}`);
console.log(
  `Cold start on an existing PGlite data directory (process start → first answered request): ${cold.join(' ms, ')} ms`,
);
console.log(`Foundation bench took ${Math.round((Date.now() - benchStarted) / 1000)} s.`);

for (const file of readdirSync(path.join(root, 'scripts'))
  .filter((f) => /^bench-.+\.mjs$/.test(f))
  .sort()) {
  console.log(`\n━━ ${file}`);
  spawnSync(process.execPath, [path.join(root, 'scripts', file)], { cwd: root, stdio: 'inherit' });
}
console.log(`\nnpm run bench took ${Math.round((Date.now() - benchStarted) / 1000)} s in all.`);
