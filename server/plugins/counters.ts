import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { addToCounter, drainCounter, pruneEndedCounters, readCounter, takeFromCounter } from './counters.queries';

/** What a counter holds now: its count, and how long until its window ends (0 when it holds nothing). */
export interface CounterState {
  count: number;
  ttlMs: number;
}

/**
 * Counters that a caller adds to and takes from by outcome, in fixed windows: a counter starts its window at its
 * first add and is gone when the window ends. `limit()` counts requests; these count what happened to them (a
 * failed login), so a success can be taken back.
 */
export interface CounterStore {
  /** Adds `n` (1 by default); a counter that held nothing starts a window of `windowMs`. */
  add(key: string, windowMs: number, n?: number): Promise<CounterState>;
  /** Takes `n` away, never below zero (a counter at zero is gone); its window is unchanged. */
  take(key: string, n?: number): Promise<void>;
  /** Removes the counter and answers what it held. */
  drain(key: string): Promise<number>;
  /** Reads without changing anything. */
  read(key: string): Promise<CounterState>;
}

interface Entry {
  count: number;
  endsAt: number;
}

/**
 * The counters of one process. At `maxKeys` counters, ended windows are swept out first, then the oldest go, so a
 * flood of made-up keys cannot grow memory without bound.
 */
export function localCounters(maxKeys = 100_000, now: () => number = Date.now): CounterStore {
  const entries = new Map<string, Entry>();
  const alive = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.endsAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const makeRoom = () => {
    if (entries.size < maxKeys) return;
    const t = now();
    for (const [key, entry] of entries) if (entry.endsAt <= t) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  };
  return {
    async add(key, windowMs, n = 1) {
      let entry = alive(key);
      if (!entry) {
        makeRoom();
        entry = { count: 0, endsAt: now() + windowMs };
        entries.set(key, entry);
      }
      entry.count += n;
      return { count: entry.count, ttlMs: entry.endsAt - now() };
    },
    async take(key, n = 1) {
      const entry = alive(key);
      if (!entry) return;
      entry.count -= n;
      if (entry.count <= 0) entries.delete(key);
    },
    async drain(key) {
      const entry = alive(key);
      entries.delete(key);
      return entry?.count ?? 0;
    },
    async read(key) {
      const entry = alive(key);
      return entry ? { count: entry.count, ttlMs: entry.endsAt - now() } : { count: 0, ttlMs: 0 };
    },
  };
}

// Each operation is one script, so it is atomic however many instances share the Redis.
const ADD = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;
const TAKE = `
if not redis.call('GET', KEYS[1]) then return 0 end
local count = redis.call('DECRBY', KEYS[1], ARGV[1])
if count <= 0 then redis.call('DEL', KEYS[1]) end
return count`;
const DRAIN = `
local count = redis.call('GET', KEYS[1])
if not count then return 0 end
redis.call('DEL', KEYS[1])
return tonumber(count)`;
const READ = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(count), ttl}`;

/** The same counters in Redis, shared by every instance; keys start with `prefix`. */
export function redisCounters(redis: Redis, prefix: string): CounterStore {
  const run = (script: string, key: string, ...args: (string | number)[]) =>
    redis.eval(script, 1, prefix + key, ...args) as Promise<unknown>;
  return {
    async add(key, windowMs, n = 1) {
      const [count, ttlMs] = (await run(ADD, key, Math.max(1, Math.trunc(windowMs)), n)) as [number, number];
      return { count, ttlMs };
    },
    async take(key, n = 1) {
      await run(TAKE, key, n);
    },
    async drain(key) {
      return Number(await run(DRAIN, key));
    },
    async read(key) {
      const [count, ttlMs] = (await run(READ, key)) as [number, number];
      return { count, ttlMs };
    },
  };
}

/**
 * The same counters in the shared PostgreSQL database (decision 070), for instances that share one without a Redis:
 * each operation is one statement, atomic however many instances share the table. Ended windows are removed by
 * housekeeping (`pruneEndedCounters`).
 */
export function databaseCounters(db: Db): CounterStore {
  return {
    add: (key, windowMs, n = 1) => addToCounter(db, key, Math.max(1, Math.trunc(windowMs)), n),
    take: (key, n = 1) => takeFromCounter(db, key, n),
    drain: (key) => drainCounter(db, key),
    read: async (key) => (await readCounter(db, key)) ?? { count: 0, ttlMs: 0 },
  };
}

/** Removes the database counters whose window ended (housekeeping); answers how many went. */
export const pruneDatabaseCounters = (db: Db): Promise<number> => pruneEndedCounters(db);
