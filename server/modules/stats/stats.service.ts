import type { Db } from '../../db/client';
import { createCoalescingCache } from '../../lib/coalescing-cache';
import { getNumericSettings } from '../settings/settings.service';
import { countUsers } from '../users/users.service';
import { statsResponse, type StatsResponse } from '../../../common/schemas/stats';
import { presentStats } from './stats.presenter';

/**
 * One source of recorded kind acts, counted by its own module's service. A kind act is: a completed challenge, a
 * ripple note (the first one and every one passed on), or a completed help request (docs/decisions/002-kind-acts.md).
 * The product's list is `KIND_ACT_SOURCES` in server/composition.ts, handed to buildApp.
 */
export type KindActSource = (db: Db) => Promise<number>;

/** Sum of every kind-act source. */
export async function countKindActs(db: Db, sources: readonly KindActSource[]): Promise<number> {
  const counts = await Promise.all(sources.map((source) => source(db)));
  return counts.reduce((a, b) => a + b, 0);
}

/** Totals for the home page: the admin's starting numbers plus what has been recorded. */
export async function computeStats(db: Db, sources: readonly KindActSource[]): Promise<StatsResponse> {
  const [settings, acts, members] = await Promise.all([
    getNumericSettings(db, ['starting_total_acts', 'starting_total_users']),
    countKindActs(db, sources),
    countUsers(db),
  ]);
  return presentStats({
    totalActs: Math.max(0, Math.trunc(settings.starting_total_acts + acts)),
    totalUsers: Math.max(0, Math.trunc(settings.starting_total_users + members)),
  });
}

/** The home-page totals as the app serves them (`app.stats`). */
export interface StatsCache {
  get(): Promise<StatsResponse>;
  /** The same totals as the JSON text of the answer, checked against the contract once per computation. */
  json(): Promise<string>;
  /** Forgets the kept totals after an action that changes them (a new member, a new note). */
  invalidate(): void;
}

interface KeptStats {
  value: StatsResponse;
  json: string;
}

/**
 * The totals kept per instance for `ttlMs` (config.cacheTtl.statsMs), so the public counter costs one query batch
 * per interval, not per request; callers asking while it is computed share that computation. The answer's JSON is
 * made (and checked against `statsResponse`) once per computation, not once per request: the home page's most
 * frequent call then costs the server little more than writing the bytes (docs/performance.md).
 */
export function createStatsCache(db: Db, opts: { ttlMs: number; sources: readonly KindActSource[] }): StatsCache {
  const cache = createCoalescingCache<KeptStats>({ ttlMs: opts.ttlMs, maxEntries: 1 });
  const load = () =>
    cache.getOrLoad('totals', async () => {
      const value = statsResponse.parse(await computeStats(db, opts.sources));
      return { value, json: JSON.stringify(value) };
    });
  return {
    get: async () => (await load()).value,
    json: async () => (await load()).json,
    invalidate: () => cache.clear('totals'),
  };
}
