// The challenges bench's world (scripts/bench-challenges.mjs): the bulk seed, the plans of the most-liked list, the
// bare like transaction the API's like is measured against, and the burst of likes by every member at once.
import pg from 'pg';
import { CONNECTIONS } from './bench-utils.mjs';
import { latencySummary, scaled, seedMembers, seedSessions } from './bench-world.mjs';

export const MEMBERS = scaled(1000, 50);
const STORIES = scaled(100_000, 600);
/** Likes of story n: (n × 7919) mod 21, so 0-20 and 10 on average: 1,000,000 for 100,000 stories. */
const LIKES_MOD = 21;
/** The server's PostgreSQL pool (server/db/client.ts): the bare transaction gets the same number of connections. */
export const SERVER_POOL = 10;

/**
 * Seeds, in bulk SQL, a current challenge, MEMBERS members with sessions, STORIES approved stories, their likes and
 * a comment on every tenth; answers the members, their cookies, the stories and how long the seed took.
 */
export async function seed(world) {
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
export async function storyPlans(url, cursor) {
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
export function randomLike(world) {
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
export async function bareLikes(url, world, { duration, total, connections = CONNECTIONS }) {
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
export async function likeBurst(base, world) {
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
