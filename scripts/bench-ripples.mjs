// Ripples bench (run by `npm run bench` after the foundation bench, or alone after `npm run build`):
// seeds ripples of 10,000 and 100,000 notes in two shapes — a binary tree (note i passed on from note (i-1)/2) and
// a tree grown as real ones grow (each pass from a random earlier note) — then measures with autocannon under 50
// connections the summary endpoint and the pass-on endpoint, on PGlite and — with DATABASE_URL — on PostgreSQL
// (in a throw-away database on that server). The server runs as shipped (default logging, read through a pipe); the
// ceiling (a bare Fastify hello-world) is measured before and after each ripple's lines, and every line is also
// given as a ratio to it. Results: docs/performance.md, section "Ripples".
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// The users' search index (migration 0018) needs pg_trgm loaded whenever the database is opened.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import {
  CONNECTIONS,
  machineLine,
  measure,
  pct,
  root,
  startCeiling,
  startServer,
  unsteady,
} from './lib/bench-utils.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const OWNER_KEY = 'benchOwnerKeyNotSecret0000000000';
const SIZES = (process.env.BENCH_RIPPLE_SIZES ?? '10000,100000').split(',').map(Number);
const RANDOM_SIZES = (process.env.BENCH_RANDOM_RIPPLE_SIZES ?? '10000,100000').split(',').map(Number);

if (!existsSync(path.join(root, 'dist/server/index.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const CITIES = [
  ['London', 'GB', 51.51, -0.13],
  ['Lagos', 'NG', 6.45, 3.39],
  ['Sao Paulo', 'BR', -23.55, -46.63],
  ['Mumbai', 'IN', 19.08, 72.88],
  ['Toronto', 'CA', 43.65, -79.38],
  ['Sydney', 'AU', -33.87, 151.21],
  ['Berlin', 'DE', 52.52, 13.4],
  ['Tokyo', 'JP', 35.68, 139.69],
];

/** A small seeded random generator (mulberry32), so every run seeds the same random trees. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The parent and depth of each note of a ripple of `size` notes: `binary` (note i passed on from note (i-1)/2,
 * so depth grows with log2(size)) or `random` (each pass from a uniformly random earlier note, as a ripple grows
 * when any reader may pass it on: shallow and bushy).
 */
function treeShape(shape, size) {
  const parents = new Int32Array(size);
  const depths = new Int32Array(size);
  const next = random(size);
  parents[0] = -1;
  for (let i = 1; i < size; i += 1) {
    parents[i] = shape === 'binary' ? Math.floor((i - 1) / 2) : Math.floor(next() * i);
    depths[i] = depths[parents[i]] + 1;
  }
  return { parents, depths };
}

/** SQL that seeds one ripple of the given shape (the tree is computed here and sent as two integer arrays). */
function seedSql(tag, size, shape) {
  const { parents, depths } = treeShape(shape, size);
  let maxDepth = 0;
  for (const d of depths) maxDepth = Math.max(maxDepth, d);
  const cityValues = CITIES.map(([c, cc, lat, lon], i) => `(${i}, '${c}', '${cc}', ${lat}, ${lon})`).join(', ');
  const id = (expr) => `'${tag}-' || (${expr})::text`;
  const within = (depth) => depths.filter((d) => d <= depth).length;
  return {
    maxDepth,
    within6: within(6),
    within20: within(20),
    sql: [
      `insert into ripple_chains (id, seed_code, owner_key, seed_message, max_depth, node_count, visitor_count, people_reached)
       values ('${tag}', '${tag}', '${OWNER_KEY}', 'Bench ripple of ${size} notes', ${maxDepth}, ${size}, ${size - 1}, ${size - 1})`,
      `insert into ripple_nodes (id, chain_id, parent_node_id, node_code, depth, message, sender_name, city, country, latitude, longitude, view_count, thanks_count, share_channel, created_at)
       select ${id('t.i')}, '${tag}', case when t.p < 0 then null else ${id('t.p')} end, '${tag}' || t.i::text,
              t.d, 'A kind note passed on, number ' || t.i, 'Friend ' || (t.i % 97),
              c.city, c.cc, c.lat, c.lon, t.i % 7, t.i % 3, 'copy', now() - make_interval(secs => ${size} - t.i)
       from (select (n - 1)::int as i, p, d
             from unnest('{${parents.join(',')}}'::int[], '{${depths.join(',')}}'::int[]) with ordinality as u(p, d, n)) as t
       join (values ${cityValues}) as c(n, city, cc, lat, lon) on c.n = t.i % ${CITIES.length}
       order by t.i`,
      `insert into ripple_chain_cities (chain_id, city, country) select distinct '${tag}', city, country from ripple_nodes where chain_id = '${tag}'`,
    ],
  };
}

async function seed(exec) {
  const chains = [];
  const plan = [
    ...SIZES.map((size) => ({ size, shape: 'binary' })),
    ...RANDOM_SIZES.map((size) => ({ size, shape: 'random' })),
  ];
  for (const [i, { size, shape }] of plan.entries()) {
    const tag = `b${i}${Date.now().toString(36).slice(-4)}`;
    const started = performance.now();
    const { sql, maxDepth, within6, within20 } = seedSql(tag, size, shape);
    for (const statement of sql) await exec(statement);
    chains.push({
      size,
      shape,
      maxDepth,
      within: { 6: within6, 20: within20 },
      seedCode: tag,
      noteCode: `${tag}${Math.floor(size / 2)}`,
      seedMs: Math.round(performance.now() - started),
    });
  }
  await exec('analyze ripple_nodes');
  await exec('analyze ripple_chains');
  return chains;
}

const run = (opts) => measure(opts.url, { duration: DURATION, connections: CONNECTIONS, ...opts });

let ipSeq = 0;
const randomIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

async function measureAll(label, env, chains, ceiling) {
  // TRUST_PROXY so each pass comes from its own address (the per-IP limit is for people, not for this bench).
  const logFile = path.join(tmpdir(), `kindripple-bench-ripples-${process.pid}.log`);
  const server = await startServer(
    { ...env, TRUST_PROXY: 'loopback', DEMO_CONTENT: 'off' },
    { logFile, logThroughPipe: true },
  );
  const rows = [];
  ceiling.reset();
  for (const c of chains) {
    const depths = c.shape === 'binary' ? [6, 20] : [6];
    const group = await ceiling.aroundGroup(async () => {
      const lines = [];
      for (const depth of depths) {
        const url = `${server.base}/api/ripples/summary/${c.seedCode}?limitDepth=${depth}`;
        const res = await fetch(url).then((r) => r.json());
        const what =
          `summary, ${c.size.toLocaleString('en-US')} notes, ${c.shape === 'binary' ? 'binary' : 'grown at random'}, ` +
          `depth ${depth} (${c.within[depth].toLocaleString('en-US')} within, ${res.nodes.length} listed)`;
        lines.push({ name: `${what}, public`, ...(await run({ url })) });
        // With the owner's key nothing is cached: every request reads and serializes the ripple.
        lines.push({ name: `${what}, owner (uncached)`, ...(await run({ url: `${url}&key=${OWNER_KEY}` })) });
      }
      return lines;
    });
    rows.push(...group);
  }
  const target = chains.find((c) => c.size === 10_000 && c.shape === 'random') ?? chains[0];
  const codes = Array.from({ length: 200 }, (_, i) => `${target.seedCode}${Math.floor((i * target.size) / 200)}`);
  const passRow = await ceiling.around(() =>
    run({
      url: server.base,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({
            ...req,
            path: `/api/ripples/node/${codes[Math.floor(Math.random() * codes.length)]}/pass`,
            headers: { 'content-type': 'application/json', origin: server.base, 'x-forwarded-for': randomIp() },
            body: JSON.stringify({
              message: 'Passing this kindness on to you, with a smile.',
              senderName: 'Bench',
              shareChannel: 'copy',
            }),
          }),
        },
      ],
    }),
  );
  rows.push({
    name: `**pass on (POST)**, into the ${target.size.toLocaleString('en-US')}-note ${target.shape === 'random' ? 'random-grown ' : ''}ripple`,
    ...passRow,
  });
  await server.stop();
  rmSync(logFile, { force: true });
  console.log(
    `\n${label}: ${DURATION} s per line, ${CONNECTIONS} connections, server as shipped (default logging, through a pipe); ` +
      `ceiling = bare Fastify, before and after each ripple's lines (p95 lies between p90 and p97.5)`,
  );
  console.log('| what | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | non-2xx | vs ceiling |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p97} | ${r.p99} | ${r.non2xx} | ${pct(r.ratio)}${unsteady(r)} |`,
    );
  console.log(
    `Ceilings (req/s): ${[...new Set(rows.flatMap((r) => [r.ceilingBefore, r.ceilingAfter]))].join(', ')}. Seeding: ` +
      chains
        .map((c) => `${c.size.toLocaleString('en-US')} ${c.shape} (depth ${c.maxDepth}) in ${c.seedMs} ms`)
        .join(', '),
  );
}

console.log(`Ripples bench ${machineLine()}`);
const ceiling = await startCeiling({ duration: DURATION });

// PGlite: migrate by starting once, seed in-process while the server is down, then measure.
{
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kindripple-bench-ripples-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  await (await startServer({ ...env, DEMO_CONTENT: 'off' })).stop();
  const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  const chains = await seed((sql) => db.exec(sql));
  await db.close();
  await measureAll('PGlite (embedded)', env, chains, ceiling);
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const name = `kr_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    const env = { DATABASE_URL: url.toString() };
    await (await startServer({ ...env, DEMO_CONTENT: 'off' })).stop();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const chains = await seed((sql) => client.query(sql));
    await client.end();
    await measureAll('PostgreSQL', env, chains, ceiling);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
ceiling.stop();
