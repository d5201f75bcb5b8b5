// Shared helpers of the feature benches that seed a world straight into the database (bulk SQL, in seconds, never
// through the API): the scale factor, throw-away PostgreSQL databases, a migrated PGlite data directory, members
// with sessions a bench can sign in with, latency percentiles and the server's memory.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// The users' search index (migration 0018) needs pg_trgm loaded whenever the database is opened.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './bench-utils.mjs';

/** BENCH_SCALE (default 1): every size of a bench is multiplied by it, so a bench can be tried small first. */
export const SCALE = Number(process.env.BENCH_SCALE ?? 1);

/** `n` at the bench's scale, never below `min`. */
export const scaled = (n, min = 1) => Math.max(min, Math.round(n * SCALE));

/** 1,234,567 */
export const fmt = (n) => Math.round(n).toLocaleString('en-US');

/** The session cookie of a server on http (the `__Host-` name is for https only). */
export const SESSION_COOKIE = 'kr_session';

/** A session token as the product makes them (256 random bits, base64url) and the hash the database keeps. */
export function newSessionToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, id: createHash('sha256').update(token, 'utf8').digest('hex') };
}

/**
 * A database to seed and serve from. `kind` 'pglite': a fresh data directory, migrated by starting the built server
 * once (the seeding then opens it in this process while no server runs). 'postgres': a throw-away database on the
 * server of `url`, migrated the same way, dropped by `drop()`. `exec(sql)` runs a statement (or several, on PGlite),
 * `query(sql)` answers rows; `close()` ends this process's connection before the server starts.
 */
export async function openWorld(kind, url) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kindripple-bench-world-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    await (await startServer({ ...env, DEMO_CONTENT: 'off' })).stop();
    const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
    return {
      kind,
      label: 'PGlite (embedded)',
      env,
      exec: (sql) => db.exec(sql),
      query: async (sql) => (await db.query(sql)).rows,
      close: () => db.close(),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `kr_bench_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const env = { DATABASE_URL: dbUrl.toString() };
  try {
    await (await startServer({ ...env, DEMO_CONTENT: 'off' })).stop();
  } catch (err) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    throw err;
  }
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  let open = true;
  return {
    kind,
    label: 'PostgreSQL',
    env,
    url: dbUrl.toString(),
    exec: (sql) => client.query(sql),
    query: async (sql) => (await client.query(sql)).rows,
    close: async () => {
      if (open) await client.end();
      open = false;
    },
    drop: async () => {
      if (open) await client.end().catch(() => undefined);
      open = false;
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Seeds `count` confirmed members (`bench-{tag}-{n}@example.test`, no password that logs in) and answers their ids
 * in order (index n is member n).
 */
export async function seedMembers(world, count, tag) {
  await world.exec(
    `insert into users (username, password_hash, display_name, email_verified_at, created_at)
     select 'bench-${tag}-' || n || '@example.test', '!no-login', 'Bench member ' || n, now(), now() - interval '40 days'
     from generate_series(0, ${count - 1}) as n order by n`,
  );
  const rows = await world.query(
    `select id from users where username like 'bench-${tag}-%' order by (substring(username from '^bench-${tag}-([0-9]+)@'))::int`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * A live session for each member id: answers their cookie headers, in the same order, as a signed-in browser sends
 * them (the session and its signed-in hint, decision 049, so the server has no hint to set again on every answer).
 */
export async function seedSessions(world, memberIds) {
  const sessions = memberIds.map(() => newSessionToken());
  const chunk = 5_000;
  for (let i = 0; i < memberIds.length; i += chunk) {
    const ids = memberIds.slice(i, i + chunk);
    const hashes = sessions.slice(i, i + chunk).map((s) => s.id);
    await world.exec(
      `insert into sessions (id, user_id, expires_at)
       select h, u, now() + interval '30 days'
       from unnest('{${hashes.join(',')}}'::text[], '{${ids.join(',')}}'::int[]) as t(h, u)`,
    );
  }
  return sessions.map((s) => `${SESSION_COOKIE}=${s.token}; kr_signed_in=1`);
}

/** p-th percentile (0-100) of a list of numbers, nearest rank. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const v = [...values].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil((p / 100) * v.length) - 1))];
}

/** p50/p95/p99/max of latencies in ms, rounded to 0.1 ms. */
export function latencySummary(values) {
  const r = (x) => Math.round(x * 10) / 10;
  return {
    count: values.length,
    p50: r(percentile(values, 50)),
    p95: r(percentile(values, 95)),
    p99: r(percentile(values, 99)),
    max: r(percentile(values, 100)),
  };
}

/** Resident memory of a process in bytes (Linux /proc), or NaN. */
export function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Like `measure` of bench-utils (autocannon, 50 connections), but also keeps every response time, so the
 * percentiles the issues ask for (p95) are exact rather than read between autocannon's p90 and p97.5.
 */
export function measureLatencies(url, { connections = 50, duration = 5, ...rest } = {}) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration, ...rest }, (err, result) => {
      if (err) return reject(err);
      const s = latencySummary(times);
      resolve({
        rps: Math.round(result.requests.average),
        requests: result.requests.total,
        p50: s.p50,
        p95: s.p95,
        p99: s.p99,
        max: s.max,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}
