// Fails when the JavaScript the home route loads (entry chunk and its static imports) is over budget, gzipped.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');
export const HOME_BUDGET_KB = 170;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);
const seen = new Set();
const queue = [...entries];
while (queue.length) {
  const url = queue.shift();
  if (seen.has(url)) continue;
  seen.add(url);
  const code = readFileSync(path.join(dist, url), 'utf8');
  // Static imports only: dynamic import() chunks load later, on demand.
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    queue.push(path.posix.join(path.posix.dirname(url), m[1]));
  }
}
let total = 0;
for (const url of seen) {
  const size = gzipSync(readFileSync(path.join(dist, url)), { level: 9 }).length;
  total += size;
  console.log(`  ${url}  ${(size / 1024).toFixed(1)} KB gzipped`);
}
const kb = total / 1024;
console.log(`Home route JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${HOME_BUDGET_KB} KB)`);
if (kb > HOME_BUDGET_KB) {
  console.error(
    `Over budget by ${(kb - HOME_BUDGET_KB).toFixed(1)} KB: lazy-load what the home page does not need at first paint.`,
  );
  process.exit(1);
}
