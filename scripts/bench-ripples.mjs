// Ripples bench (run by `npm run bench` after the foundation bench, or alone after `npm run build`):
// seeds ripples of 1,000 / 10,000 / 100,000 notes, then measures with autocannon under 50 connections
// the summary endpoint at depth 6 and 20 and the pass-on endpoint, on PGlite and — with DATABASE_URL — on
// PostgreSQL (in a throw-away database on that server). Results: docs/performance.md, section "Ripples".
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { root, startServer } from './lib/bench-utils.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 50;
const OWNER_KEY = 'benchAdminTokenNotSecret00000000';
const SIZES = (process.env.BENCH_RIPPLE_SIZES ?? '1000,10000,100000').split(',').map(Number);

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

/**
 * One ripple of `size` notes shaped like a binary heap (note i passed on from note (i-1)/2), so depth grows
 * with log2(size): the depth-6 summary lists 127 notes, the depth-20 one hits the 2,000-note cap.
 */
function seedSql(tag, size) {
  const cityValues = CITIES.map(([c, cc, lat, lon], i) => `(${i}, '${c}', '${cc}', ${lat}, ${lon})`).join(', ');
  const id = (expr) => `'${tag}-' || (${expr})::text`;
  return [
    `insert into ripple_chains (id, seed_code, admin_token, seed_message, max_depth, node_count, visitor_count, people_reached)
     values ('${tag}', '${tag}', '${OWNER_KEY}', 'Bench ripple of ${size} notes', floor(log(2, ${size}::numeric))::int, ${size}, ${size - 1}, ${size - 1})`,
    `insert into ripple_nodes (id, chain_id, parent_node_id, node_code, depth, message, sender_name, city, country, latitude, longitude, view_count, thanks_count, share_channel, created_at)
     select ${id('i')}, '${tag}', case when i = 0 then null else ${id('(i - 1) / 2')} end, '${tag}' || i::text,
            floor(log(2, (i + 1)::numeric))::int, 'A kind note passed on, number ' || i, 'Friend ' || (i % 97),
            c.city, c.cc, c.lat, c.lon, i % 7, i % 3, 'copy', now() - make_interval(secs => ${size} - i)
     from generate_series(0, ${size - 1}) as i
     join (values ${cityValues}) as c(n, city, cc, lat, lon) on c.n = i % ${CITIES.length}
     order by i`,
    `insert into ripple_chain_cities (chain_id, city, country) select distinct '${tag}', city, country from ripple_nodes where chain_id = '${tag}'`,
  ];
}

async function seed(exec) {
  const chains = [];
  for (const [i, size] of SIZES.entries()) {
    const tag = `b${i}${Date.now().toString(36).slice(-4)}`;
    const started = performance.now();
    for (const sql of seedSql(tag, size)) await exec(sql);
    chains.push({ size, seedCode: tag, noteCode: `${tag}${Math.floor(size / 2)}`, seedMs: Math.round(performance.now() - started) });
  }
  await exec('analyze ripple_nodes');
  await exec('analyze ripple_chains');
  return chains;
}

async function run(opts) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

let ipSeq = 0;
const randomIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

async function measureAll(label, env, chains) {
  // TRUST_PROXY so each pass comes from its own address (the per-IP limit is for people, not for this bench).
  const server = await startServer({ ...env, TRUST_PROXY: 'loopback', DEMO_CONTENT: 'off' });
  const rows = [];
  for (const c of chains) {
    for (const depth of [6, 20]) {
      const url = `${server.base}/api/ripples/summary/${c.seedCode}?limitDepth=${depth}`;
      const res = await fetch(url).then((r) => r.json());
      const what = `summary, ${c.size.toLocaleString('en-US')} notes, depth ${depth} (${res.nodes.length} listed)`;
      rows.push({ name: `${what}, public`, ...(await run({ url })) });
      // With the owner's key nothing is cached: every request reads and serializes the ripple.
      rows.push({ name: `${what}, owner (uncached)`, ...(await run({ url: `${url}&key=${OWNER_KEY}` })) });
    }
  }
  const target = chains.find((c) => c.size === 10_000) ?? chains[0];
  const codes = Array.from({ length: 200 }, (_, i) => `${target.seedCode}${Math.floor((i * target.size) / 200)}`);
  rows.push({
    name: `pass on (POST), into the ${target.size.toLocaleString('en-US')}-note ripple`,
    ...(await run({
      url: server.base,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => ({
            ...req,
            path: `/api/ripples/node/${codes[Math.floor(Math.random() * codes.length)]}/pass`,
            headers: { 'content-type': 'application/json', origin: server.base, 'x-forwarded-for': randomIp() },
            body: JSON.stringify({ message: 'Passing this kindness on to you, with a smile.', senderName: 'Bench', shareChannel: 'copy' }),
          }),
        },
      ],
    })),
  });
  await server.stop();
  console.log(`\n${label}: ${DURATION} s per line, ${CONNECTIONS} connections (p95 lies between p90 and p97.5)`);
  console.log('| what | req/s | p50 ms | p90 ms | p97.5 ms | p99 ms | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p97} | ${r.p99} | ${r.non2xx} |`);
  console.log(`Seeding: ${chains.map((c) => `${c.size.toLocaleString('en-US')} notes in ${c.seedMs} ms`).join(', ')}`);
}

// PGlite: migrate by starting once, seed in-process while the server is down, then measure.
{
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kindripple-bench-ripples-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  await (await startServer({ ...env, DEMO_CONTENT: 'off' })).stop();
  const db = await PGlite.create(path.join(dataDir, 'db'));
  const chains = await seed((sql) => db.exec(sql));
  await db.close();
  await measureAll('PGlite (embedded)', env, chains);
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
    await measureAll('PostgreSQL', env, chains);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
