// Fails when the JavaScript the home route loads (entry chunk and its static imports) is over budget, gzipped, and
// when any route's first JavaScript (the entry's, and the route's lazy chunk with its static imports) carries the
// contact guard, which loads only when a field needs it (decision 052).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/client');
export const HOME_BUDGET_KB = 170;

const read = (url) => readFileSync(path.join(dist, url), 'utf8');
const gzipped = (url) => gzipSync(readFileSync(path.join(dist, url)), { level: 9 }).length;

/** The chunks a chunk loads before it runs: itself and its static imports, all the way down. */
function staticClosure(start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    // Static imports only: dynamic import() chunks load later, on demand.
    for (const m of read(url).matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), m[1]));
    }
  }
  return seen;
}

/** The chunks a chunk may load later, with import(). */
const dynamicImports = (url) =>
  [...read(url).matchAll(/import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) =>
    path.posix.join(path.posix.dirname(url), m[1]),
  );

const html = read('index.html');
const entries = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);
const home = staticClosure(entries);

let total = 0;
for (const url of home) {
  const size = gzipped(url);
  total += size;
  console.log(`  ${url}  ${(size / 1024).toFixed(1)} KB gzipped`);
}
const kb = total / 1024;
console.log(`Home route JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${HOME_BUDGET_KB} KB)`);
let failed = false;
if (kb > HOME_BUDGET_KB) {
  console.error(
    `Over budget by ${(kb - HOME_BUDGET_KB).toFixed(1)} KB: lazy-load what the home page does not need at first paint.`,
  );
  failed = true;
}

// The contact guard: its chunk (named after common/contact-info.ts), and words only its code holds (its list of
// apps, libphonenumber-js's metadata reader, the public-suffix list), so a guard merged into another chunk is found.
const guardChunks = readdirSync(path.join(dist, 'assets'))
  .filter((f) => /^contact-info-[\w-]+\.js$/.test(f))
  .map((f) => `/assets/${f}`);
const GUARD_WORDS = ['snapchap', 'getCountries', 'is-a-landscaper'];
if (guardChunks.length !== 1) {
  console.error(`Expected one contact-guard chunk (assets/contact-info-*.js), found ${guardChunks.length}.`);
  failed = true;
} else {
  console.log(`Contact guard chunk: ${guardChunks[0]}  ${(gzipped(guardChunks[0]) / 1024).toFixed(1)} KB gzipped`);
}
const routes = new Set([...home].flatMap(dynamicImports).filter((url) => !guardChunks.includes(url)));
for (const route of ['(home)', ...routes]) {
  const first = route === '(home)' ? home : new Set([...home, ...staticClosure([route])]);
  const carrier = [...first].find((url) => guardChunks.includes(url) || GUARD_WORDS.some((w) => read(url).includes(w)));
  if (carrier) {
    console.error(`The first JavaScript of ${route} carries the contact guard (${carrier}): load it with import().`);
    failed = true;
  }
}
console.log(
  `Checked ${routes.size + 1} routes' first JavaScript: ${failed ? 'see above' : 'none carries the contact guard'}.`,
);
if (failed) process.exit(1);
