// `npm start`: builds the app when the sources are newer than the last build, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist/.build-stamp');
const SOURCES = ['client', 'common', 'server', 'package-lock.json', 'vite.config.ts', 'scripts/build-server.mjs'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(p)) if (name !== 'node_modules') max = Math.max(max, newest(path.join(p, name)));
  return max;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const latest = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
if (!built || latest > built || !existsSync(path.join(root, 'dist/server/index.js'))) {
  console.log('Building KindRipple…');
  const res = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

await import(path.join(root, 'dist/server/index.js'));
