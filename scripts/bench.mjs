// `npm run bench`: builds, then measures the production server with autocannon next to a bare Fastify
// hello-world (the ceiling), on PGlite and — when DATABASE_URL is set — on PostgreSQL. Also the cold start.
// Feature benchmarks (scripts/bench-*.mjs) run after this one. Results: docs/performance.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, measure, printTable, root, startServer, waitFor } from './lib/bench-utils.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);

if (spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

async function ceiling() {
  const port = await freePort();
  const code = `const f=require('fastify')();f.get('/',async()=>({hello:'world'}));f.listen({port:${port},host:'127.0.0.1'})`;
  const child = spawn(process.execPath, ['-e', code], { cwd: root, stdio: 'inherit' });
  await waitFor(`http://127.0.0.1:${port}/`);
  const m = await measure(`http://127.0.0.1:${port}/`, { duration: DURATION });
  child.kill('SIGTERM');
  return m;
}

async function benchDatabase(label, env) {
  const server = await startServer(env);
  const rows = [];
  for (const [name, p] of [['GET /api/health', '/api/health'], ['GET /api/stats', '/api/stats'], ['GET / (home HTML)', '/']]) {
    rows.push({ name, ...(await measure(server.base + p, { duration: DURATION, headers: { 'accept-encoding': 'br, gzip' } })) });
  }
  await server.stop();
  return { label, rows };
}

const top = await ceiling();
console.log(`Ceiling (bare Fastify hello-world): ${top.rps} req/s, p50 ${top.p50} ms, p99 ${top.p99} ms`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'kindripple-bench-'));
const results = [await benchDatabase('PGlite (embedded)', { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_CONTENT: 'on' })];

// Cold start: a second start on the now-existing data directory, to the first answered request.
const cold = [];
for (let i = 0; i < 3; i += 1) {
  const s = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_CONTENT: 'off' });
  cold.push(Math.round(s.readyMs));
  await s.stop();
}
if (process.env.DATABASE_URL) results.push(await benchDatabase('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL, DEMO_CONTENT: 'off' }));
rmSync(dataDir, { recursive: true, force: true });

for (const r of results) {
  for (const row of r.rows) row.ratio = `${Math.round((row.rps / top.rps) * 100)}%`;
  printTable(`${r.label} — ${DURATION} s per endpoint, 10 connections`, [{ name: 'ceiling: bare Fastify', ...top, ratio: '100%' }, ...r.rows]);
}
console.log(`\nCold start on an existing PGlite data directory (process start → first answered request): ${cold.join(' ms, ')} ms`);

for (const file of readdirSync(path.join(root, 'scripts')).filter((f) => /^bench-.+\.mjs$/.test(f)).sort()) {
  console.log(`\n━━ ${file}`);
  spawnSync(process.execPath, [path.join(root, 'scripts', file)], { cwd: root, stdio: 'inherit' });
}
