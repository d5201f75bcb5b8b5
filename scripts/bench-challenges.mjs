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
import { CONNECTIONS, machineLine, pct, root, startCeiling, startServer, unsteady } from './lib/bench-utils.mjs';
import {
  bareLikes,
  likeBurst,
  MEMBERS,
  randomLike,
  seed,
  SERVER_POOL,
  storyPlans,
} from './lib/bench-challenges-world.mjs';
import { fmt, measureLatencies, openWorld, SCALE } from './lib/bench-world.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);

if (!existsSync(path.join(root, 'dist/server/index.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
if (!process.env.DATABASE_URL) {
  console.log('Challenges bench: PostgreSQL only (the issue states its targets there); set DATABASE_URL to run it.');
  process.exit(0);
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
