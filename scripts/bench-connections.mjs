// Kindness Connections bench (run by `npm run bench` after the foundation bench, or alone after `npm run build`;
// issue 13, "Measured, not timed in tests"). Seeds, in bulk SQL straight into the tables, members with help
// profiles (one age band) and sessions, conversations (each with its help request in progress) and a history of
// 100,000 messages, then measures against the production build started as a user starts it (default
// configuration, output through a pipe):
//   1. message push latency, from the start of `POST /api/connections/conversations/{id}/messages` to the message's
//      arrival on the other participant's open event stream (`GET /api/connections/events`), p50/p95/p99: on one
//      instance (PGlite, and PostgreSQL with DATABASE_URL) and across two instances on PostgreSQL (sent to one,
//      streamed from the other);
//   2. 2,000 open event streams on one instance: the server's resident memory added, and the push latency while a
//      message a second goes to each of 200 conversations (PostgreSQL; PGlite too with BENCH_STREAMS_PGLITE=1);
//   3. `GET /api/connections/conversations` for a member with 200 conversations in a database of 100,000 messages,
//      p95 under 50 connections, with the ratio to the bare Fastify ceiling measured around it.
// Sizes scale with BENCH_SCALE (e.g. 0.01 to try it quickly). BENCH_PARTS=latency,load,list runs only the parts
// named (all by default); BENCH_KEEP_WORLD=1 keeps the seeded database and prints where it is (to EXPLAIN against).
// Results: docs/performance.md, "Connections".
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONNECTIONS, machineLine, pct, root, startCeiling, startServer, unsteady } from './lib/bench-utils.mjs';
import { openStreams, participants, pushMessages, roundRobin, warmUp } from './lib/bench-connections-push.mjs';
import { LIST_CONVERSATIONS, listPlan, PAIRS, seed } from './lib/bench-connections-world.mjs';
import { fmt, measureLatencies, openWorld, rssOf, SCALE, scaled, sleep } from './lib/bench-world.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
/** Messages timed in each latency part, sent at LATENCY_RATE a second (no member over the limit of 30 a minute). */
const LATENCY_MESSAGES = scaled(600, 40);
const LATENCY_RATE = Number(process.env.BENCH_LATENCY_RATE ?? 20);
/** How long the load part sends a message a second into each of the PAIRS conversations (< 60 s: see below). */
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'latency,load,list').split(',').map((p) => p.trim()));

if (!existsSync(path.join(root, 'dist/server/index.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

async function latencyOneInstance(world, ceiling) {
  const server = await startServer(world.env, { logFile: '/dev/null', logThroughPipe: true });
  try {
    const arrivals = new Map();
    const conversations = world.pairConversations;
    const streams = await openStreams(server.base, participants(conversations), world, arrivals);
    await warmUp(server.base, world, arrivals);
    const before = await ceiling.once();
    const r = await pushMessages(
      server.base,
      world,
      roundRobin(conversations, LATENCY_MESSAGES),
      LATENCY_RATE,
      arrivals,
    );
    const after = await ceiling.once();
    for (const s of streams) s.close();
    return { ...r, streams: streams.length, ceilingBefore: before, ceilingAfter: after };
  } finally {
    await server.stop();
  }
}

async function latencyTwoInstances(world, ceiling) {
  const a = await startServer(world.env, { logFile: '/dev/null', logThroughPipe: true });
  const b = await startServer(world.env, { logFile: '/dev/null', logThroughPipe: true });
  try {
    const arrivals = new Map();
    const conversations = world.pairConversations;
    // Streams on instance B, messages posted to instance A: each push crosses PostgreSQL's NOTIFY.
    const streams = await openStreams(b.base, participants(conversations), world, arrivals);
    await warmUp(a.base, world, arrivals);
    const before = await ceiling.once();
    const r = await pushMessages(a.base, world, roundRobin(conversations, LATENCY_MESSAGES), LATENCY_RATE, arrivals);
    const after = await ceiling.once();
    for (const s of streams) s.close();
    return { ...r, streams: streams.length, ceilingBefore: before, ceilingAfter: after };
  } finally {
    await a.stop();
    await b.stop();
  }
}

async function manyStreams(world, ceiling) {
  const server = await startServer(world.env, { logFile: '/dev/null', logThroughPipe: true });
  try {
    // Warm up the paths the streams and the sends take, then let the heap settle before the baseline.
    const warm = new Map();
    const warmStreams = await openStreams(server.base, participants(world.pairConversations.slice(0, 10)), world, warm);
    await warmUp(server.base, world, warm);
    for (const s of warmStreams) s.close();
    await sleep(2000);
    const rssBefore = rssOf(server.pid);
    const arrivals = new Map();
    const opened = performance.now();
    const streams = await openStreams(server.base, world.streamMembers, world, arrivals);
    const openMs = performance.now() - opened;
    await sleep(3000);
    const rssOpen = rssOf(server.pid);
    // A message a second into each conversation for LOAD_SECONDS (senders take turns: each member sends one
    // message every 2 s, within the limit of 30 a minute, since the whole part lasts less than a minute).
    const plan = roundRobin(world.pairConversations, world.pairConversations.length * LOAD_SECONDS);
    const before = await ceiling.once();
    const r = await pushMessages(server.base, world, plan, world.pairConversations.length, arrivals);
    const after = await ceiling.once();
    const rssLoad = rssOf(server.pid);
    for (const s of streams) s.close();
    return {
      ...r,
      streams: streams.length,
      openMs: Math.round(openMs),
      rssBefore,
      rssOpen,
      rssLoad,
      ceilingBefore: before,
      ceilingAfter: after,
    };
  } finally {
    await server.stop();
  }
}

async function conversationList(world, ceiling) {
  const server = await startServer(world.env, { logFile: '/dev/null', logThroughPipe: true });
  try {
    const headers = { cookie: world.cookieOf.get(world.listMember), 'accept-encoding': 'br, gzip' };
    const url = `${server.base}/api/connections/conversations`;
    const first = await fetch(url, { headers }).then((r) => r.json());
    if (!Array.isArray(first.items)) throw new Error(`The list answered ${JSON.stringify(first).slice(0, 200)}`);
    // The last page is reached by following nextCursor from the first, as 'Load more' does.
    let lastCursor = null;
    for (let page = first; page.nextCursor;) {
      lastCursor = page.nextCursor;
      page = await fetch(`${url}?cursor=${lastCursor}`, { headers }).then((r) => r.json());
    }
    const lines = [
      { name: `first page (${first.items.length} of ${LIST_CONVERSATIONS})`, url },
      ...(lastCursor ? [{ name: `last page (cursor ${lastCursor})`, url: `${url}?cursor=${lastCursor}` }] : []),
    ];
    const rows = [];
    // One request at a time first: what a request costs on its own, without the queue of 50 connections.
    await measureLatencies(url, { duration: 1, headers, connections: 1 });
    rows.push({
      name: 'first page, 1 connection',
      ...(await measureLatencies(url, { duration: DURATION, headers, connections: 1 })),
    });
    ceiling.reset();
    for (const line of lines) {
      await measureLatencies(line.url, { duration: 1, headers }); // warm-up, not counted
      const m = await ceiling.around(() => measureLatencies(line.url, { duration: DURATION, headers }));
      rows.push({ ...line, ...m });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ceilingText = (r) => `${fmt(r.ceilingBefore)} / ${fmt(r.ceilingAfter)}${unsteady(r)}`;

function printLatency(title, rows) {
  console.log(`\n${title}`);
  console.log(
    '| where | streams open | messages (lost) | sent / s | p50 ms | p95 ms | p99 ms | max ms | failed sends | ceiling before / after req/s |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const [name, r] of rows)
    console.log(
      `| ${name} | ${fmt(r.streams)} | ${fmt(r.sent)} (${r.lost}) | ${r.rate.toFixed(0)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.failures || 'none'} | ${ceilingText(r)} |`,
    );
}

console.log(`Connections bench ${machineLine()}, BENCH_SCALE=${SCALE}`);
const ceiling = await startCeiling({ duration: DURATION });
// BENCH_PGLITE=off leaves PGlite out (to try the PostgreSQL half alone).
const databases = process.env.BENCH_PGLITE === 'off' ? [] : [['pglite']];
if (process.env.DATABASE_URL) databases.push(['postgres', process.env.DATABASE_URL]);
const results = [];
try {
  for (const [kind, url] of databases) {
    const world = await openWorld(kind, url);
    try {
      Object.assign(world, await seed(world));
      await world.close();
      console.log(
        `\n${world.label}: seeded ${fmt(world.streamMembers.length + LIST_CONVERSATIONS + 1)} members, ` +
          `${fmt(LIST_CONVERSATIONS + world.pairConversations.length)} conversations, ${fmt(world.messageCount)} ` +
          `messages in ${fmt(world.seedMs)} ms`,
      );
      const result = { label: world.label, latency: [], list: [] };
      if (PARTS.has('latency')) {
        result.latency.push(['one instance', await latencyOneInstance(world, ceiling)]);
        if (kind === 'postgres') result.latency.push(['two instances', await latencyTwoInstances(world, ceiling)]);
      }
      if (PARTS.has('load') && (kind === 'postgres' || process.env.BENCH_STREAMS_PGLITE))
        result.load = await manyStreams(world, ceiling);
      if (PARTS.has('list')) {
        result.list = await conversationList(world, ceiling);
        if (kind === 'postgres') result.listPlan = await listPlan(world.url, world.listMember);
      }
      results.push(result);
      printResult(result);
    } finally {
      if (process.env.BENCH_KEEP_WORLD)
        console.log(`Kept: ${world.url ?? world.env.DATA_DIR} (list member ${world.listMember})`);
      else await world.drop();
    }
  }
} finally {
  ceiling.stop();
}

function printResult(r) {
  if (r.latency.length)
    printLatency(
      `${r.label} — message push latency, POST start → arrival on the other participant's stream; ` +
        `${LATENCY_RATE} messages a second over ${fmt(PAIRS)} conversations`,
      r.latency,
    );
  if (r.load) {
    const l = r.load;
    printLatency(
      `${r.label} — ${fmt(l.streams)} open streams; a message a second into each of ${fmt(PAIRS)} conversations for ${LOAD_SECONDS} s`,
      [['one instance, under load', l]],
    );
    console.log(
      `Server memory (RSS): ${mb(l.rssBefore)} before the streams, ${mb(l.rssOpen)} with ${fmt(l.streams)} open ` +
        `(+${mb(l.rssOpen - l.rssBefore)}, ${((l.rssOpen - l.rssBefore) / l.streams / 1024).toFixed(1)} KB a stream; ` +
        `opened in ${fmt(l.openMs)} ms), ${mb(l.rssLoad)} after the load (+${mb(l.rssLoad - l.rssBefore)}).`,
    );
  }
  console.log(
    `\n${r.label} — GET /api/connections/conversations, member with ${fmt(LIST_CONVERSATIONS)} conversations, ` +
      `${CONNECTIONS} connections, ${DURATION} s per line (p95 from every response time)`,
  );
  console.log('| what | req/s | p50 ms | p95 ms | p99 ms | non-2xx | ceiling before / after | vs ceiling |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of r.list)
    console.log(
      `| ${row.name} | ${fmt(row.rps)} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.non2xx} | ` +
        `${row.ceilingBefore ? ceilingText(row) : ''} | ${row.ratio === undefined ? '' : pct(row.ratio)} |`,
    );
  if (r.listPlan) console.log(`Plan of the list's statement (first page): ${r.listPlan}`);
}
console.log(`\nConnections bench done, ${machineLine()}.`);
