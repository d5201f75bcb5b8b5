// Challenges and stories bench (run by `npm run bench` after the foundation bench, or alone after `npm run build`;
// issue 12, "Measured, not timed in tests"). On PostgreSQL (DATABASE_URL; a throw-away database on that server) it
// seeds in bulk SQL, straight into the tables, a current challenge, 1,000 confirmed members with sessions, 100,000
// approved stories and 1,000,000 likes (0-20 a story), then measures the production build started as a user starts
// it (default configuration, output through a pipe) with autocannon at 50 connections:
//   - `GET /api/stories?status=approved&sortBy=mostLiked`, the first page and page 50 (reached by its cursor), p95;
//   - `POST /api/stories/{id}/like` by the 1,000 members in parallel (each request a random member and story), as a
//     ratio to a bare insert-and-update transaction (the like row and the story's count) run on the same database
//     in the same minute through a pool of the server's size; and a burst: each of the 1,000 members likes once,
//     all at the same moment, against the same 1,000 bare transactions at once;
//   - `GET /api/challenges/current` as a ratio to the bare Fastify ceiling measured around it.
// Sizes scale with BENCH_SCALE (e.g. 0.01 to try it quickly). Results: docs/performance.md, "Challenges".
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { CONNECTIONS, machineLine, pct, root, startCeiling, startServer, unsteady } from './lib/bench-utils.mjs';
import {
  fmt,
  latencySummary,
  measureLatencies,
  openWorld,
  SCALE,
  scaled,
  seedMembers,
  seedSessions,
} from './lib/bench-world.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const MEMBERS = scaled(1000, 50);
const STORIES = scaled(100_000, 600);
/** Likes of story n: (n × 7919) mod 21, so 0-20 and 10 on average: 1,000,000 for 100,000 stories. */
const LIKES_MOD = 21;
/** The server's PostgreSQL pool (server/db/client.ts): the bare transaction gets the same number of connections. */
const SERVER_POOL = 10;

if (!existsSync(path.join(root, 'dist/server/index.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
if (!process.env.DATABASE_URL) {
  console.log('Challenges bench: PostgreSQL only (the issue states its targets there); set DATABASE_URL to run it.');
  process.exit(0);
}

async function seed(world) {
  const started = performance.now();
  const tag = Date.now().toString(36);
  const ids = await seedMembers(world, MEMBERS, tag);
  const [challenge] = await world.query(
    `insert into challenges (title, summary, status, start_date, end_date, base_points, bonus_points)
     values ('Thank a neighbour', 'Leave a note for a neighbour who makes your street kinder.', 'active',
             now() - interval '1 day', now() + interval '13 days', 50, 25)
     returning id`,
  );
  await world.exec(
    `create temp table bench_members as
     select (k - 1)::int as n, id from unnest('{${ids.join(',')}}'::int[]) with ordinality as t(id, k)`,
  );
  // Story n is by member (13 n) mod MEMBERS; its likers are the next members after the author, never the author.
  await world.exec(
    `insert into stories (user_id, challenge_id, content, status, likes, created_at, updated_at)
     select m.id, ${challenge.id},
            'Today I left a thank-you note for the bus driver who waits for everyone. Story ' || s.n || '.',
            'approved', (s.n * 7919) % ${LIKES_MOD},
            now() - make_interval(mins => ${STORIES} - s.n), now() - make_interval(mins => ${STORIES} - s.n)
     from generate_series(0, ${STORIES - 1}) as s(n)
     join bench_members m on m.n = (s.n * 13) % ${MEMBERS}
     order by s.n`,
  );
  const storiesMs = Math.round(performance.now() - started);
  await world.exec(
    `insert into user_likes (user_id, story_id, author_id, credited, liked_at)
     select m.id, st.id, st.user_id, false, st.created_at + j * interval '1 second'
     from (select id, user_id, likes, created_at, (row_number() over (order by id) - 1)::int as n
           from stories where challenge_id = ${challenge.id}) st
     cross join lateral generate_series(1, st.likes) as j
     join bench_members m on m.n = (st.n * 13 + j) % ${MEMBERS}`,
  );
  const likesMs = Math.round(performance.now() - started) - storiesMs;
  // A comment on every tenth story, so the cards' comment counts are read from real rows.
  await world.exec(
    `insert into comments (story_id, user_id, content)
     select st.id, m.id, 'What a lovely thing to do.'
     from stories st join bench_members m on m.n = (st.id * 7) % ${MEMBERS}
     where st.id % 10 = 0`,
  );
  const cookies = await seedSessions(world, ids);
  for (const table of ['users', 'stories', 'user_likes', 'comments', 'sessions']) await world.exec(`analyze ${table}`);
  const [{ stories, likes }] = await world.query(
    `select (select count(*) from stories)::int as stories, (select count(*) from user_likes)::int as likes`,
  );
  const storyRows = await world.query(`select id, user_id from stories order by id`);
  return {
    members: ids,
    cookies,
    stories: storyRows.map((r) => ({ id: Number(r.id), author: Number(r.user_id) })),
    storyCount: Number(stories),
    likeCount: Number(likes),
    seedMs: { stories: storiesMs, likes: likesMs, all: Math.round(performance.now() - started) },
  };
}

/**
 * How PostgreSQL reads the most-liked list (the statement of server/modules/stories/posts/posts.queries.ts, written
 * out): the first page and the page after `cursor`, each as its scan and execution time.
 */
async function storyPlans(url, cursor) {
  const [, likes, id] = /^l\.(\d+)\.(\d+)$/.exec(cursor);
  const statement = (after) =>
    `explain (analyze) select id, user_id, challenge_id, content, image, status, rejection_reason, likes, created_at,
       (select count(*)::int from comments c where c.story_id = "stories"."id")
     from stories where status = 'approved' ${after} order by likes desc nulls last, id desc nulls last limit 11`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const out = [];
    for (const [page, after] of [
      ['first page', ''],
      ['page 50', `and (likes, id) < (${likes}, ${id})`],
    ]) {
      const lines = (await c.query(statement(after))).rows.map((r) => r['QUERY PLAN']);
      const scan = lines.find((l) => /Scan on stories|Scan using \S+ on stories/.test(l)) ?? '?';
      // Whether the page starts inside the index (an index condition) or filters the rows before it.
      const cond = lines.find((l) => /Index Cond|Filter/.test(l) && !/story_id/.test(l));
      const time = lines.find((l) => l.startsWith('Execution Time')) ?? '?';
      out.push(
        `${page}: ${scan
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s+\(cost.*$/, '')}${cond ? ` (${cond.trim()})` : ''}, ${time.toLowerCase()}`,
      );
    }
    return out;
  } finally {
    await c.end();
  }
}

/** A random member and a story they did not write. */
function randomLike(world) {
  const i = Math.floor(Math.random() * world.members.length);
  for (;;) {
    const story = world.stories[Math.floor(Math.random() * world.stories.length)];
    if (story.author !== world.members[i]) return { member: i, story };
  }
}

/**
 * The bare transaction a like is built on — insert the like row (ignoring a repeat), add one to the story's count —
 * through a pool of the server's size, `connections` callers at once, for `duration` s (or `total` transactions).
 * Answers transactions a second and their latencies.
 */
async function bareLikes(url, world, { duration, total, connections = CONNECTIONS }) {
  const pool = new pg.Pool({ connectionString: url, max: SERVER_POOL });
  const times = [];
  let done = 0;
  let started = 0;
  const deadline = duration ? performance.now() + duration * 1000 : Infinity;
  const plan = total ? Array.from({ length: total }, (_, i) => ({ member: i % world.members.length })) : null;
  const worker = async () => {
    for (;;) {
      if (performance.now() > deadline) return;
      if (plan && started >= plan.length) return;
      const n = started++;
      const like = randomLike(world);
      const member = plan ? plan[n].member : like.member;
      let story = like.story;
      while (story.author === world.members[member])
        story = world.stories[Math.floor(Math.random() * world.stories.length)];
      const t0 = performance.now();
      const client = await pool.connect();
      try {
        await client.query('begin');
        const inserted = await client.query(
          'insert into user_likes (user_id, story_id, author_id) values ($1, $2, $3) on conflict do nothing returning id',
          [world.members[member], story.id, story.author],
        );
        if (inserted.rowCount) await client.query('update stories set likes = likes + 1 where id = $1', [story.id]);
        await client.query('commit');
      } finally {
        client.release();
      }
      times.push(performance.now() - t0);
      done += 1;
    }
  };
  const t = performance.now();
  await Promise.all(Array.from({ length: plan ? Math.min(plan.length, 1000) : connections }, worker));
  const seconds = (performance.now() - t) / 1000;
  await pool.end();
  return { rps: Math.round(done / seconds), seconds, ...latencySummary(times) };
}

/** Each member likes one random story, all at the same moment; answers likes a second and the latencies. */
async function likeBurst(base, world) {
  const t = performance.now();
  const times = [];
  const statuses = new Map();
  await Promise.all(
    world.members.map(async (_, member) => {
      let { story } = randomLike(world);
      while (story.author === world.members[member])
        story = world.stories[Math.floor(Math.random() * world.stories.length)];
      const t0 = performance.now();
      const res = await fetch(`${base}/api/stories/${story.id}/like`, {
        method: 'POST',
        headers: { cookie: world.cookies[member], origin: base, 'x-requested-with': 'KindRipple' },
      }).catch((err) => ({ status: String(err?.cause?.code ?? err), text: async () => '' }));
      await res.text();
      times.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }),
  );
  const seconds = (performance.now() - t) / 1000;
  return {
    rps: Math.round(world.members.length / seconds),
    seconds,
    ...latencySummary(times),
    statuses: [...statuses].map(([k, v]) => `${v} × ${k}`).join(', '),
  };
}

console.log(`Challenges bench ${machineLine()}, BENCH_SCALE=${SCALE}`);
const ceiling = await startCeiling({ duration: DURATION });
const world = await openWorld('postgres', process.env.DATABASE_URL);
const rows = [];
const likeRows = [];
const plans = [];
try {
  Object.assign(world, await seed(world));
  await world.close();
  console.log(
    `PostgreSQL: seeded ${fmt(world.members.length)} members, ${fmt(world.storyCount)} approved stories ` +
      `(${fmt(world.seedMs.stories)} ms) and ${fmt(world.likeCount)} likes (${fmt(world.seedMs.likes)} ms); ` +
      `${fmt(world.seedMs.all)} ms in all with comments and sessions`,
  );
  const server = await startServer(world.env, { logFile: '/dev/null', logThroughPipe: true });
  try {
    const list = `${server.base}/api/stories?status=approved&sortBy=mostLiked`;
    // Page 50: follow the cursor as 'Load More Stories' does.
    let cursor = null;
    for (let page = 1; page < 50; page += 1) {
      const body = await fetch(cursor ? `${list}&cursor=${encodeURIComponent(cursor)}` : list).then((r) => r.json());
      cursor = body.nextCursor;
      if (!cursor) throw new Error(`The list ended at page ${page}`);
    }
    const headers = { 'accept-encoding': 'br, gzip' };
    const lines = [
      { name: '`GET /api/stories?status=approved&sortBy=mostLiked`, first page', url: list, goal: 'p95' },
      {
        name: `\`GET /api/stories?status=approved&sortBy=mostLiked&cursor=${cursor}\`, page 50`,
        url: `${list}&cursor=${encodeURIComponent(cursor)}`,
        goal: 'p95',
      },
      {
        name: '`GET /api/stories?status=approved&sortBy=recent`, first page',
        url: `${server.base}/api/stories?status=approved&sortBy=recent`,
      },
      { name: '`GET /api/challenges/current`', url: `${server.base}/api/challenges/current`, goal: 'ceiling' },
    ];
    ceiling.reset();
    for (const line of lines) {
      await measureLatencies(line.url, { duration: 1, headers }); // warm-up, not counted
      const m = await ceiling.around(() => measureLatencies(line.url, { duration: DURATION, headers }));
      rows.push({ ...line, ...m });
    }
    plans.push(['as built', await storyPlans(world.url, cursor)]);

    // Likes: the bare transaction right before and right after the API's run, its mean the reference.
    const bareBefore = await bareLikes(world.url, world, { duration: DURATION });
    const api = await ceiling.around(() =>
      measureLatencies(server.base, {
        duration: DURATION,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const { member, story } = randomLike(world);
              return {
                ...req,
                path: `/api/stories/${story.id}/like`,
                headers: { cookie: world.cookies[member], origin: server.base, 'x-requested-with': 'KindRipple' },
              };
            },
          },
        ],
      }),
    );
    const bareAfter = await bareLikes(world.url, world, { duration: DURATION });
    likeRows.push({ name: 'sustained', api, bare: [bareBefore, bareAfter] });
    const burstBare1 = await bareLikes(world.url, world, { total: world.members.length });
    const burst = await likeBurst(server.base, world);
    const burstBare2 = await bareLikes(world.url, world, { total: world.members.length });
    likeRows.push({ name: 'burst', api: burst, bare: [burstBare1, burstBare2] });
  } finally {
    await server.stop();
  }
} finally {
  await world.drop();
  ceiling.stop();
}

console.log(
  `\nPostgreSQL — ${CONNECTIONS} connections, ${DURATION} s per line, server as shipped; ceiling = bare Fastify ` +
    'before and after each line; p95 from every response time',
);
console.log('| what | req/s | p50 ms | p95 ms | p99 ms | non-2xx | ceiling before / after | vs ceiling |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${fmt(r.rps)} | ${r.p50} | **${r.p95}** | ${r.p99} | ${r.non2xx} | ` +
      `${fmt(r.ceilingBefore)} / ${fmt(r.ceilingAfter)}${unsteady(r)} | ${pct(r.ratio)} |`,
  );
for (const [variant, lines] of plans) console.log(`Plan of the most-liked list (${variant}): ${lines.join('; ')}`);
console.log(
  `\nLikes by ${fmt(MEMBERS)} members against the bare insert-and-update transaction (pool of ${SERVER_POOL}, as the ` +
    "server's; measured before and after, their mean the reference)",
);
console.log(
  '| what | likes/s | p50 ms | p95 ms | p99 ms | bare tx/s (before / after) | bare p95 ms | vs bare | answers |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
for (const r of likeRows) {
  const bare = (r.bare[0].rps + r.bare[1].rps) / 2;
  const what =
    r.name === 'sustained'
      ? `\`POST /api/stories/{id}/like\`, ${CONNECTIONS} connections, ${DURATION} s, random member and story`
      : `burst: each of the ${fmt(MEMBERS)} members likes once, all at once`;
  const answers = r.name === 'sustained' ? `${r.api.non2xx} non-2xx, ${r.api.errors} errors` : r.api.statuses;
  console.log(
    `| ${what} | ${fmt(r.api.rps)} | ${r.api.p50} | ${r.api.p95} | ${r.api.p99} | ${fmt(r.bare[0].rps)} / ${fmt(r.bare[1].rps)} | ` +
      `${r.bare[0].p95} / ${r.bare[1].p95} | **${pct(r.api.rps / bare)}** | ${answers} |`,
  );
}
if (likeRows[0]?.api.ceilingBefore)
  console.log(
    `(ceiling around the sustained likes: ${fmt(likeRows[0].api.ceilingBefore)} / ${fmt(likeRows[0].api.ceilingAfter)} req/s)`,
  );
console.log(`\nChallenges bench done, ${machineLine()}.`);
