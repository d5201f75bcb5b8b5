// `npm test`: every check in order — types, lint (import zones), formatting, the paths the docs name, dead code
// (knip), unit/server/client tests (PGlite, then PostgreSQL when TEST_DATABASE_URL is set, then the Redis-backed
// limits when TEST_REDIS_URL is set), the production build with its size budgets, and the browser journeys.
// Ends with one summary line, 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n━━ ${label}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function step(label, cmd, args, env) {
  const ok = run(label, cmd, args, env);
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
  return ok;
}

// Vitest runs one test file less than there are cores; on a 2-core machine that is one file at a time while the
// other core waits. The server tests spend much of their time in the database, so every core runs a file.
const workers = String(Math.max(2, availableParallelism()));

function vitest(label, args, env, reportName) {
  const report = path.join(out, `${reportName}.json`);
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    env,
  );
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numTotalTestSuites > 0 && r.numTotalTests === 0 ? 1 : 0);
    if (r.numFailedTests > 0) failures.push(`${label}: ${r.numFailedTests} failed`);
    if (!ok && r.numFailedTests === 0) {
      failed += 1;
      failures.push(`${label}: the run itself failed`);
    }
  } else {
    failed += 1;
    failures.push(`${label}: no report`);
  }
  return ok;
}

step('Type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('Lint: boundaries, hooks, accessibility (ESLint, zero warnings)', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('Formatting (Prettier)', 'npx', ['prettier', '--check', '.']);
step('Paths named in the docs exist', 'node', ['scripts/check-docs.mjs']);
step('Dead code: unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress']);
vitest(
  'Unit, server and client tests (PGlite)',
  ['--project', 'server', '--project', 'client', `--maxWorkers=${workers}`],
  { TEST_DATABASE_URL: '' },
  'vitest-pglite',
);
if (process.env.TEST_DATABASE_URL) {
  vitest('Server tests (PostgreSQL)', ['--project', 'server', `--maxWorkers=${workers}`], {}, 'vitest-postgres');
}
if (process.env.TEST_REDIS_URL) {
  vitest('Abuse limits shared through Redis', ['--project', 'redis'], { TEST_DATABASE_URL: '' }, 'vitest-redis');
}
if (step('Production build', 'npm', ['run', '--silent', 'build'])) {
  step('JavaScript size budgets', 'node', ['scripts/budgets.mjs']);
  ensureChromium();
  vitest('Browser journeys (Chromium)', ['--config', 'e2e/vitest.config.ts'], { TEST_DATABASE_URL: '' }, 'vitest-e2e');
}

console.log('\n━━ Summary');
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
