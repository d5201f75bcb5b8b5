// Lighthouse bench (run by `npm run bench`, or alone after `npm run build`): the home page, a note page and a
// ripple's summary page, served by the production build as shipped (PGlite, default logging), measured
// by Lighthouse 12 in Debian's headless Chromium with its default mobile profile (Moto G Power-sized screen,
// simulated slow 4G and 4× CPU slowdown). Each page is measured BENCH_LIGHTHOUSE_RUNS times (3); the run with
// the median performance score is reported, with its four category scores. Chromium: CHROME_PATH, else
// CHROMIUM_PATH, else /usr/bin/chromium. Results: docs/performance.md, section "Lighthouse". With
// BENCH_LIGHTHOUSE_SAVE=DIR, each page's median report is also written there as JSON, to read its opportunities.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRipple, passOn } from './lib/api-client.mjs';
import { machineLine, root, startServer } from './lib/bench-utils.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SAVE = process.env.BENCH_LIGHTHOUSE_SAVE;

if (!existsSync(path.join(root, 'dist/server/index.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
if (!existsSync(CHROME)) {
  console.log(`Lighthouse skipped: no Chromium at ${CHROME} (set CHROME_PATH).`);
  process.exit(0);
}

console.log(`Lighthouse bench ${machineLine()}, ${RUNS} runs per page`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'kindripple-bench-lh-'));
const server = await startServer(
  { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_CONTENT: 'on', TRUST_PROXY: 'loopback' },
  { logFile: path.join(dataDir, 'server.log'), logThroughPipe: true },
);
let chrome;
try {
  // A ripple that travelled a little: a seed note passed on a few times, so the summary has a tree and a map.
  const seed = await createRipple(server.base, 'You made my morning brighter. Pass a little kindness on today!');
  if (seed.status !== 201) throw new Error(`could not create a ripple (${seed.status})`);
  let code = seed.body.nodeCode;
  for (let i = 1; i <= 6; i += 1) {
    const res = await passOn(server.base, i % 2 ? code : seed.body.nodeCode, `Passing it on, note ${i}. Thank you!`);
    if (res.status !== 201) throw new Error(`could not pass the ripple on (${res.status})`);
    code = res.body.nodeCode;
  }
  const pages = [
    ['home', '/'],
    ['a note page', `/r/${code}`],
    ['a summary page', `/ripple/${seed.body.seedCode}`],
  ];

  chrome = await launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const rows = [];
  for (const [name, p] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      // A trace can fail on a busy machine (NO_NAVSTART, …): such a run is tried again, twice at most.
      let lhr;
      for (let attempt = 1; ; attempt += 1) {
        ({ lhr } = await lighthouse(server.base + p, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        }));
        if (!lhr.runtimeError) break;
        console.log(`${name}, run ${i + 1}: ${lhr.runtimeError.code}${attempt < 3 ? ', trying again' : ''}`);
        if (attempt === 3) throw new Error(`${name}: ${lhr.runtimeError.message}`);
      }
      runs.push({
        lhr,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        consoleErrors: (lhr.audits['errors-in-console'].details?.items ?? []).map(
          (it) => `${it.source}: ${String(it.description).slice(0, 160)}`,
        ),
        shifts: lhr.audits['layout-shifts']?.errorMessage
          ? [`(not known: ${lhr.audits['layout-shifts'].errorMessage.slice(0, 120)})`]
          : (lhr.audits['layout-shifts']?.details?.items ?? []).map(
              (it) => `${it.node?.snippet?.slice(0, 100) ?? '?'} (${Number(it.score).toFixed(3)})`,
            ),
        failing: CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
          lhr.categories[c].auditRefs
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
            .map((ref) => `${c}: ${ref.id}`),
        ),
      });
    }
    runs.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = runs[Math.floor(runs.length / 2)];
    rows.push({ name, path: p, median, perfs: runs.map((r) => r.scores.performance) });
    if (SAVE) {
      mkdirSync(SAVE, { recursive: true });
      writeFileSync(path.join(SAVE, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(median.lhr));
    }
  }

  console.log(
    `\nLighthouse 12 (mobile profile, simulated throttling) in headless Chromium; median of ${RUNS} runs by performance`,
  );
  console.log(
    '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | performance, all runs | CPU benchmark index |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const r of rows) {
    const m = r.median;
    console.log(
      `| ${r.name} | ${m.scores.performance} | ${m.scores.accessibility} | ${m.scores['best-practices']} | ` +
        `${m.scores.seo} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ` +
        `${r.perfs.join(', ')} | ${Math.round(m.benchmarkIndex)} |`,
    );
  }
  for (const r of rows) {
    const m = r.median;
    if (m.failing.length) console.log(`${r.name}: audits not passed: ${m.failing.join(', ')}`);
    for (const e of m.consoleErrors) console.log(`  console error: ${e}`);
    if (m.shifts.length) console.log(`  layout shifts: ${m.shifts.join('; ')}`);
  }
} finally {
  await chrome?.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
