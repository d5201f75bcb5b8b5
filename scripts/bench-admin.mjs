// Admin area bench (run by `npm run bench` after the foundation bench, or alone after `npm run build`; issue 14,
// "Measured, not timed in tests"). On PostgreSQL (DATABASE_URL; a throw-away database on that server) it seeds in
// bulk SQL, straight into the tables, 100,000 members (varied names), 5 admins, 10,000 stories (2,000 of them
// pending), 50,000 open reports (35,000 of members in Connections, 10,000 of stories, 5,000 of ripple notes) and
// 500,000 audit rows, then measures the production build started as a user starts it (default configuration,
// output through a pipe), signed in as an admin, with autocannon: p95 of the users page (first, page 100, two
// searches), the review queue (first page, page 100) and the audit log (first page, page 100, by admin, by action),
// at 1 connection (what one request costs) and at 50 (the house's load), with the bare Fastify ceiling measured
// around each line at 50. Sizes scale with BENCH_SCALE (e.g. 0.01 to try it quickly).
// BENCH_ADMIN_SEED_INTO=<url of a migrated database> only seeds that database and stops (to read plans by hand).
// Results: docs/performance.md, "Admin area".
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { CONNECTIONS, machineLine, pct, root, startCeiling, startServer, unsteady } from './lib/bench-utils.mjs';
import { fmt, measureLatencies, openWorld, SCALE, scaled, seedSessions } from './lib/bench-world.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const MEMBERS = scaled(100_000, 2_000);
const ADMINS = 5;
const STORIES = scaled(10_000, 200);
const PENDING_STORIES = scaled(2_000, 40);
const CONNECTION_REPORTS = scaled(35_000, 700);
const CONTENT_REPORTS = scaled(10_000, 200);
const RIPPLE_REPORTS = scaled(5_000, 100);
const AUDIT_ROWS = scaled(500_000, 10_000);
/** Members reported in Connections: fewer than the reports, so most are reported more than once. */
const REPORTED = Math.round(CONNECTION_REPORTS / 2.5);
const FIRST = ['Amara', 'Ben', 'Chloe', 'Dev', 'Elif', 'Farah', 'Gus', 'Hana', 'Ines', 'Jonas', 'Kemi', 'Luca'];
const LAST = ['Okafor', 'Novak', 'Silva', 'Tanaka', 'Byrne', 'Haddad', 'Kowalski', 'Lindqvist', 'Mensah', 'Rossi'];
const ACTIONS = [
  'challenge.create',
  'challenge.update',
  'story.approve',
  'story.reject',
  'reward.update',
  'claim.fulfil',
  'user.suspend',
  'user.unsuspend',
  'points.adjust',
  'setting.update',
  'report.review',
  'report.resolve',
  'conversation.delete',
  'request.delete',
  'member.block',
  'appeal.decide',
];

const sqlList = (xs) => xs.map((x) => `'${x}'`).join(',');

/**
 * The world, in bulk SQL (generate_series). Member n is `first.last.n@example.test`, named from the two lists; the
 * admins are the last five. Connection report k is of member (k × 7919) mod REPORTED, by the member after it; every
 * report is open (the queue's worst case: it groups all of them on every request). Audit row k is by admin k mod 5,
 * action k mod 16, a minute apart, the newest now.
 */
async function seed(world) {
  const started = performance.now();
  const tag = Date.now().toString(36);
  await world.exec(
    `insert into users (username, password_hash, display_name, email_verified_at, created_at)
     select lower(f.v || '.' || l.v) || '.' || n || '.${tag}@example.test', '!no-login', f.v || ' ' || l.v,
            now(), now() - make_interval(mins => ${MEMBERS} - n)
     from generate_series(0, ${MEMBERS + ADMINS - 1}) as n
     cross join lateral (select (array[${sqlList(FIRST)}])[1 + n % ${FIRST.length}] as v) f
     cross join lateral (select (array[${sqlList(LAST)}])[1 + (n / ${FIRST.length}) % ${LAST.length}] as v) l
     order by n`,
  );
  const ids = (await world.query(`select id from users where username like '%.${tag}@example.test' order by id`)).map(
    (r) => Number(r.id),
  );
  const admins = ids.slice(MEMBERS);
  await world.exec(`update users set role = 'admin' where id in (${admins.join(',')})`);
  await world.exec(
    `create temp table bench_members as
     select (k - 1)::int as n, id from unnest('{${ids.slice(0, MEMBERS).join(',')}}'::int[]) with ordinality as t(id, k)`,
  );
  await world.exec('create index on bench_members (n)');
  const [challenge] = await world.query(
    `insert into challenges (title, summary, status, start_date, end_date)
     values ('Thank a neighbour', 'Leave a note for a neighbour.', 'active', now() - interval '1 day', now() + interval '13 days')
     returning id`,
  );
  await world.exec(
    `insert into stories (user_id, challenge_id, content, status, created_at, updated_at)
     select m.id, ${challenge.id}, 'I left a thank-you note for the bus driver. Story ' || s.n || '.',
            case when s.n < ${PENDING_STORIES} then 'pending' else 'approved' end,
            now() - make_interval(mins => 3 * s.n), now() - make_interval(mins => 3 * s.n)
     from generate_series(0, ${STORIES - 1}) as s(n) join bench_members m on m.n = (s.n * 13) % ${MEMBERS}`,
  );
  await world.exec(
    `insert into connection_reports (reporter_id, reported_user_id, reporter_name, reported_name, content_type, reason,
                                     status, created_at)
     select rr.id, rd.id, 'Reporter', 'Reported', 'user', 'Harassment or bullying', 'pending',
            now() - make_interval(secs => 60 * k + 7)
     from generate_series(0, ${CONNECTION_REPORTS - 1}) as k
     join bench_members rd on rd.n = (k * 7919) % ${REPORTED}
     join bench_members rr on rr.n = ((k * 7919) % ${REPORTED} + 1 + k % 97) % ${MEMBERS}`,
  );
  await world.exec(
    `insert into content_reports (reporter_id, content_type, story_id, reason, status, created_at)
     select m.id, 'story', s.id, 'Spam', 'pending', now() - make_interval(secs => 60 * k + 23)
     from (select id, row_number() over (order by id) - 1 as i from stories where status = 'approved') s
     cross join lateral generate_series(s.i, ${CONTENT_REPORTS - 1}, greatest(1, ${STORIES - PENDING_STORIES})) as k
     join bench_members m on m.n = (k * 31 + 5) % ${MEMBERS}`,
  );
  const [chain] = await world.query(
    `insert into ripple_chains (seed_code, owner_key, seed_message) values ('bench${tag}'::varchar(12), 'bench', 'Be kind')
     returning id`,
  );
  await world.exec(
    `insert into ripple_nodes (chain_id, node_code, depth, message, created_at)
     select '${chain.id}', 'b' || k || 'x' || substr('${tag}', 1, 3), 1, 'Passed it on ' || k, now() - make_interval(hours => k)
     from generate_series(1, ${RIPPLE_REPORTS}) as k`,
  );
  await world.exec(
    `insert into ripple_reports (node_id, reason, ip_hash, status, created_at)
     select n.id, 'Unkind words', md5(n.id), 'open', n.created_at + interval '5 minutes'
     from ripple_nodes n where n.chain_id = '${chain.id}'`,
  );
  const reportsMs = Math.round(performance.now() - started);
  await world.exec(
    `insert into admin_audit_log (actor_id, action, target_type, target_id, changes, client_key, created_at)
     select (array[${admins.join(',')}])[1 + k % ${ADMINS}], (array[${sqlList(ACTIONS)}])[1 + k % ${ACTIONS.length}],
            split_part((array[${sqlList(ACTIONS)}])[1 + k % ${ACTIONS.length}], '.', 1), k % 50000,
            jsonb_build_object('from', 'pending', 'to', 'done'), 'bench', now() - make_interval(mins => ${AUDIT_ROWS} - k)
     from generate_series(1, ${AUDIT_ROWS}) as k`,
  );
  const auditMs = Math.round(performance.now() - started) - reportsMs;
  const [cookie] = await seedSessions(world, [admins[0]]);
  await world.exec('vacuum analyze');
  const [counts] = await world.query(
    `select (select count(*) from users)::int as users,
            (select count(*) from connection_reports)::int + (select count(*) from content_reports)::int
              + (select count(*) from ripple_reports)::int as reports,
            (select count(*) from admin_audit_log)::int as audit`,
  );
  return {
    cookie,
    admins,
    counts,
    seedMs: { reports: reportsMs, audit: auditMs, all: Math.round(performance.now() - started) },
  };
}

/** The statement's plan times (EXPLAIN ANALYZE) for the page queries PostgreSQL runs, to see where a request goes. */
async function plans(url, admin) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const time = async (statement) => {
    const lines = (await c.query(`explain (analyze) ${statement}`)).rows.map((r) => r['QUERY PLAN']);
    return lines
      .filter((l) => /^(Planning|Execution) Time/.test(l))
      .map((l) => l.replace(/ Time: /, ' ').toLowerCase())
      .join(', ');
  };
  try {
    const search = `(display_name ilike '%okafor%' or username ilike '%okafor%')`;
    return [
      ['users: count of all', await time('select count(*) from users')],
      ['users: page 100', await time('select id from users order by id limit 20 offset 1980')],
      ['users: search count', await time(`select count(*) from users where ${search}`)],
      ['users: search page', await time(`select id from users where ${search} order by id limit 20`)],
      ['audit: count of all', await time('select count(*) from admin_audit_log')],
      ['audit: count by admin', await time(`select count(*) from admin_audit_log where actor_id = ${admin}`)],
      ['audit: page 100', await time('select id from admin_audit_log order by id desc limit 20 offset 1980')],
    ];
  } finally {
    await c.end();
  }
}

if (process.env.BENCH_ADMIN_SEED_INTO) {
  const client = new pg.Client({ connectionString: process.env.BENCH_ADMIN_SEED_INTO });
  await client.connect();
  const world = { exec: (s) => client.query(s), query: async (s) => (await client.query(s)).rows };
  const r = await seed(world);
  console.log(`Seeded ${JSON.stringify(r.counts)} in ${fmt(r.seedMs.all)} ms; admin session: ${r.cookie}`);
  await client.end();
  process.exit(0);
}
if (!existsSync(path.join(root, 'dist/server/index.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
if (!process.env.DATABASE_URL) {
  console.log('Admin bench: PostgreSQL only (the issue states its targets there); set DATABASE_URL to run it.');
  process.exit(0);
}

console.log(`Admin bench ${machineLine()}, BENCH_SCALE=${SCALE}`);
const ceiling = await startCeiling({ duration: DURATION });
const world = await openWorld('postgres', process.env.DATABASE_URL);
const rows = [];
let planLines = [];
try {
  Object.assign(world, await seed(world));
  await world.close();
  console.log(
    `PostgreSQL: seeded ${fmt(world.counts.users)} users, ${fmt(world.counts.reports)} open reports ` +
      `(${fmt(world.seedMs.reports)} ms with the stories and ripple notes) and ${fmt(world.counts.audit)} audit rows ` +
      `(${fmt(world.seedMs.audit)} ms); ${fmt(world.seedMs.all)} ms in all with vacuum analyze`,
  );
  const server = await startServer(world.env, { logFile: '/dev/null', logThroughPipe: true });
  try {
    const api = `${server.base}/api/admin`;
    const lines = [
      ['users, first page', `${api}/users`],
      ['users, page 100', `${api}/users?page=100`],
      ['users, search `okafor` (a surname: 1 in 10)', `${api}/users?search=okafor`],
      ['users, search `ines.silva.1` (an e-mail: a handful)', `${api}/users?search=ines.silva.1`],
      ['review queue, first page', `${api}/review-queue`],
      ['review queue, page 100', `${api}/review-queue?page=100`],
      ['audit log, first page', `${api}/audit-log`],
      ['audit log, page 100', `${api}/audit-log?page=100`],
      ['audit log, one admin', `${api}/audit-log?actorId=${world.admins[1]}`],
      ['audit log, one action family (`story`)', `${api}/audit-log?action=story`],
      [
        'audit log, one admin and action, page 100',
        `${api}/audit-log?actorId=${world.admins[0]}&action=story&page=100`,
      ],
    ].map(([name, url]) => ({ name, url }));
    const headers = { cookie: world.cookie, 'accept-encoding': 'br, gzip' };
    for (const line of lines) {
      const res = await fetch(line.url, { headers });
      const body = await res.json();
      if (res.status !== 200 || !Array.isArray(body.items))
        throw new Error(`${line.url} answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      line.total = body.total;
      line.shown = body.items.length;
    }
    ceiling.reset();
    for (const line of lines) {
      await measureLatencies(line.url, { duration: 1, headers, connections: 1 }); // warm-up, not counted
      const one = await measureLatencies(line.url, { duration: DURATION, headers, connections: 1 });
      const many = await ceiling.around(() => measureLatencies(line.url, { duration: DURATION, headers }));
      rows.push({ ...line, one, many });
    }
  } finally {
    await server.stop();
  }
  planLines = await plans(world.url, world.admins[1]);
} finally {
  await world.drop();
  ceiling.stop();
}

console.log(
  `\nPostgreSQL — signed in as an admin, ${DURATION} s per line, server as shipped; p95 from every response time; ` +
    `ceiling = bare Fastify before and after the ${CONNECTIONS}-connection run`,
);
console.log(
  `| what | total (items) | 1 connection: req/s | p50 ms | **p95 ms** | ${CONNECTIONS} connections: req/s | p50 ms | **p95 ms** | p99 ms | non-2xx | ceiling before / after | vs ceiling |`,
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${fmt(r.total)} (${r.shown}) | ${fmt(r.one.rps)} | ${r.one.p50} | **${r.one.p95}** | ` +
      `${fmt(r.many.rps)} | ${r.many.p50} | **${r.many.p95}** | ${r.many.p99} | ${r.one.non2xx + r.many.non2xx} | ` +
      `${fmt(r.many.ceilingBefore)} / ${fmt(r.many.ceilingAfter)}${unsteady(r.many)} | ${pct(r.many.ratio)} |`,
  );
console.log('\nEXPLAIN ANALYZE of the statements behind them (after the load):');
for (const [name, t] of planLines) console.log(`- ${name}: ${t}`);
console.log(`\nAdmin bench done, ${machineLine()}.`);
