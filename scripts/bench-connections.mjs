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
import pg from 'pg';
import { CONNECTIONS, machineLine, pct, root, startCeiling, startServer, unsteady } from './lib/bench-utils.mjs';
import {
  fmt,
  latencySummary,
  measureLatencies,
  openWorld,
  rssOf,
  SCALE,
  scaled,
  seedMembers,
  seedSessions,
  sleep,
} from './lib/bench-world.mjs';
import { openEventStream } from './lib/event-stream.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
/** Conversations of the member whose list is read. */
const LIST_CONVERSATIONS = scaled(200, 2);
/** Conversations that carry the pushed messages (both participants have a stream open). */
const PAIRS = scaled(200, 2);
/** Open event streams in the load part (the 2 × PAIRS participants and members who only listen). */
const STREAMS = Math.max(scaled(2000), 2 * PAIRS);
/** Messages already in the database. */
const HISTORY = scaled(100_000, 100);
/** Messages timed in each latency part, sent at LATENCY_RATE a second (no member over the limit of 30 a minute). */
const LATENCY_MESSAGES = scaled(600, 40);
const LATENCY_RATE = Number(process.env.BENCH_LATENCY_RATE ?? 20);
/** How long the load part sends a message a second into each of the PAIRS conversations (< 60 s: see below). */
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'latency,load,list').split(',').map((p) => p.trim()));
const CONTENT = 'Thank you for listening today, it really helped.';

if (!existsSync(path.join(root, 'dist/server/index.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

/**
 * The world, in bulk SQL: member 0 has LIST_CONVERSATIONS conversations (with members 1…); then PAIRS conversations
 * between stream members 2k and 2k+1; every other stream member only listens. The HISTORY messages are shared out
 * between all conversations, senders taking turns; the read positions leave 0-4 of the other's messages unread.
 */
async function seed(world) {
  const started = performance.now();
  const tag = Date.now().toString(36);
  const ids = await seedMembers(world, 1 + LIST_CONVERSATIONS + STREAMS, tag);
  const listMember = ids[0];
  const partners = ids.slice(1, 1 + LIST_CONVERSATIONS);
  const streamMembers = ids.slice(1 + LIST_CONVERSATIONS);
  await world.exec(
    `insert into connection_profiles (user_id, can_help, needs_help, interests, languages, help_categories, bio, date_of_birth)
     select u, true, true, '{Reading,Cooking}', '{English}', '{emotional,language}',
            'Happy to listen and to help where I can.', '1990-06-15'
     from unnest('{${ids.join(',')}}'::int[]) as u`,
  );
  const pairs = [
    ...partners.map((p) => [listMember, p]),
    ...Array.from({ length: PAIRS }, (_, k) => [streamMembers[2 * k], streamMembers[2 * k + 1]]),
  ];
  const p1 = pairs.map((p) => p[0]).join(',');
  const p2 = pairs.map((p) => p[1]).join(',');
  await world.exec(
    `insert into help_requests (requester_id, title, description, category, urgency, status, helper_id, matched_at, created_at)
     select a, 'Someone to talk to, bench ${tag} ' || k, 'I would like someone to talk to about a hard week.',
            'emotional', 'medium', 'in_progress', b, now() - interval '10 days', now() - interval '11 days'
     from unnest('{${p1}}'::int[], '{${p2}}'::int[]) with ordinality as t(a, b, k)`,
  );
  await world.exec(
    `insert into conversations (request_id, participant1_id, participant2_id, status, created_at)
     select r.id, r.requester_id, r.helper_id, 'active', r.matched_at
     from help_requests r where r.title like 'Someone to talk to, bench ${tag} %'
     order by (substring(r.title from ' ([0-9]+)$'))::int`,
  );
  await world.exec(
    `insert into conversation_members (conversation_id, user_id)
     select id, participant1_id from conversations union all select id, participant2_id from conversations`,
  );
  const conversations = (
    await world.query(
      `select c.id, c.participant1_id as a, c.participant2_id as b from conversations c
       join help_requests r on r.id = c.request_id where r.title like 'Someone to talk to, bench ${tag} %'
       order by (substring(r.title from ' ([0-9]+)$'))::int`,
    )
  ).map((r) => ({ id: Number(r.id), a: Number(r.a), b: Number(r.b) }));
  const perConversation = Math.max(1, Math.floor(HISTORY / conversations.length));
  await world.exec(
    `insert into messages (conversation_id, sender_id, content, created_at)
     select c.id, case when j % 2 = 0 then c.participant1_id else c.participant2_id end,
            'A kind word in a long talk, number ' || j, c.created_at + j * interval '1 minute'
     from conversations c cross join generate_series(1, ${perConversation}) as j
     order by c.id, j`,
  );
  await world.exec(
    `update conversation_members m set sent_count = s.n
     from (select conversation_id, sender_id, count(*)::int as n from messages group by 1, 2) s
     where s.conversation_id = m.conversation_id and s.sender_id = m.user_id`,
  );
  await world.exec(
    `update conversation_members m set last_read_message_id = greatest(0, l.last_id - (m.conversation_id % 5))
     from (select conversation_id, max(id) as last_id from messages group by 1) l
     where l.conversation_id = m.conversation_id`,
  );
  await world.exec(
    `update conversations c set last_message_at = l.at
     from (select conversation_id, max(created_at) as at from messages group by 1) l where l.conversation_id = c.id`,
  );
  const cookies = await seedSessions(world, [listMember, ...streamMembers]);
  for (const table of ['users', 'connection_profiles', 'conversations', 'conversation_members', 'messages', 'sessions'])
    await world.exec(`analyze ${table}`);
  const [{ n: messageCount }] = await world.query('select count(*)::int as n from messages');
  const cookieOf = new Map([[listMember, cookies[0]], ...streamMembers.map((id, i) => [id, cookies[i + 1]])]);
  return {
    listMember,
    pairConversations: conversations.slice(LIST_CONVERSATIONS),
    streamMembers,
    cookieOf,
    messageCount: Number(messageCount),
    seedMs: Math.round(performance.now() - started),
  };
}

/**
 * Opens an event stream for each member (on `base`), at most `parallel` opening at once. Each stream records when a
 * message from the other participant arrives: `arrivals` maps message id → performance.now().
 */
async function openStreams(base, members, world, arrivals, parallel = 100) {
  const streams = [];
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const me = members[next++];
      const s = await openEventStream(base, world.cookieOf.get(me), (e) => {
        if (e.type === 'message' && e.data?.message && e.data.message.senderId !== me)
          if (!arrivals.has(e.data.message.id)) arrivals.set(e.data.message.id, e.at);
      });
      streams.push(s);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, members.length) }, worker));
  return streams;
}

/**
 * Sends `plan` (a list of { conversation, from }) open-loop at `rate` a second to `base`, each message timed from
 * the start of its POST; waits for the stragglers; answers the latencies and what went wrong.
 */
async function pushMessages(base, world, plan, rate, arrivals) {
  const sent = new Map();
  const failures = new Map();
  const inFlight = [];
  const start = performance.now();
  for (let i = 0; i < plan.length; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const { conversation, from } = plan[i];
    const t0 = performance.now();
    inFlight.push(
      fetch(`${base}/api/connections/conversations/${conversation.id}/messages`, {
        method: 'POST',
        headers: {
          cookie: world.cookieOf.get(from),
          'content-type': 'application/json',
          origin: base,
          'x-requested-with': 'KindRipple',
        },
        body: JSON.stringify({ content: CONTENT }),
      })
        .then(async (res) => {
          const body = await res.json().catch(() => null);
          if (res.status === 201 && body?.id !== undefined) sent.set(body.id, t0);
          else failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
        })
        .catch((err) => {
          const key = String(err?.cause?.code ?? err);
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }),
    );
  }
  await Promise.all(inFlight);
  const sendSeconds = (performance.now() - start) / 1000;
  // The last pushes may still be on their way.
  const deadline = performance.now() + 5000;
  while (performance.now() < deadline && [...sent.keys()].some((id) => !arrivals.has(id))) await sleep(50);
  const latencies = [];
  let lost = 0;
  for (const [id, t0] of sent) {
    const at = arrivals.get(id);
    if (at === undefined) lost += 1;
    else latencies.push(at - t0);
  }
  return {
    ...latencySummary(latencies),
    sent: sent.size,
    lost,
    failures: [...failures].map(([k, v]) => `${v} × ${k}`).join(', '),
    rate: plan.length / sendSeconds,
  };
}

/**
 * Before timing: a message into each of the first few conversations (from their second participant, whose turn
 * comes last), so the server's code is compiled and its database connections are open, as on a server that has
 * been up for a while.
 */
async function warmUp(base, world, arrivals) {
  const few = world.pairConversations.slice(0, Math.min(10, world.pairConversations.length));
  await pushMessages(
    base,
    world,
    few.map((c) => ({ conversation: c, from: c.b })),
    10,
    arrivals,
  );
  await sleep(1000);
}

/** `count` messages over the conversations in turn, the two participants taking turns as senders. */
function roundRobin(conversations, count) {
  return Array.from({ length: count }, (_, i) => {
    const conversation = conversations[i % conversations.length];
    const turn = Math.floor(i / conversations.length) % 2;
    return { conversation, from: turn === 0 ? conversation.a : conversation.b };
  });
}

const participants = (conversations) => conversations.flatMap((c) => [c.a, c.b]);

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

/**
 * How PostgreSQL runs the list's statement (`selectConversations` in
 * server/modules/connections/conversations/conversations.queries.ts, written out for the member, first page): its
 * planning and execution times (the server prepares it once per connection, so it plans it only once).
 */
async function listPlan(url, me) {
  const other = `case when c.participant1_id = ${me} then c.participant2_id else c.participant1_id end`;
  const activity = `((extract(epoch from coalesce(c.last_message_at, c.created_at)) * 1000000)::int8)`;
  const statement = `explain (analyze, buffers)
    with page as (
      select c.id, c.request_id, c.status, c.last_message_at, c.created_at, c.participant1_id, ${other} as other_id,
        cm.last_read_message_id, cm.sent_count, ${activity} as activity_us
      from conversation_members cm join conversations c on c.id = cm.conversation_id
      where cm.user_id = ${me} and c.deleted_at is null
        and not exists (select 1 from connection_profiles op where op.user_id = ${other}
          and (op.date_of_birth > (current_date - interval '18 years')) <> false)
      order by activity_us desc, c.id desc limit 31)
    select p.*, o.display_name, o.avatar, r.title, r.requester_id, r.category, r.description, r.status,
      coalesce(om.sent_count, 0),
      (select count(*) from messages m where m.conversation_id = p.id and m.id > p.last_read_message_id
         and m.sender_id is distinct from ${me})::int,
      exists (select 1 from connection_reviews rv where rv.conversation_id = p.id and rv.reviewer_id = ${me})
    from page p left join users o on o.id = p.other_id
    left join conversation_members om on om.conversation_id = p.id and om.user_id = p.other_id
    left join help_requests r on r.id = p.request_id
    order by p.activity_us desc, p.id desc`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const lines = (await c.query(statement)).rows.map((r) => r['QUERY PLAN']);
    const pick = (prefix) => lines.find((l) => l.startsWith(prefix)) ?? '?';
    return `${pick('Planning Time').toLowerCase()}, ${pick('Execution Time').toLowerCase()}`;
  } finally {
    await c.end();
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
