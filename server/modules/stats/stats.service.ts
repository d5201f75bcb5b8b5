import type { Db } from '../../db/client';
import { getNumericSettings } from '../settings/settings.service';
import { countUsers } from '../users/users.service';
import type { StatsResponse } from '../../../common/schemas/stats';

/**
 * Each source of recorded kind acts, counted by its own module's service. A kind act is: a completed
 * challenge, a ripple note (the first one and every one passed on), or a completed help request.
 * Each feature adds its counter here when it lands (docs/decisions/002-kind-acts.md).
 */
export const kindActSources: Array<(db: Db) => Promise<number>> = [];

/** Sum of every kind-act source. */
export async function countKindActs(db: Db): Promise<number> {
  const counts = await Promise.all(kindActSources.map((source) => source(db)));
  return counts.reduce((a, b) => a + b, 0);
}

/** Totals for the home page: the admin's starting numbers plus what has been recorded. */
export async function computeStats(db: Db): Promise<StatsResponse> {
  const [settings, acts, members] = await Promise.all([
    getNumericSettings(db, ['starting_total_acts', 'starting_total_users']),
    countKindActs(db),
    countUsers(db),
  ]);
  return {
    totalActs: Math.max(0, Math.trunc(settings.starting_total_acts + acts)),
    totalUsers: Math.max(0, Math.trunc(settings.starting_total_users + members)),
  };
}

/** A tiny per-instance cache so the public counter costs one query batch per interval, not per request. */
export function createStatsCache(db: Db, ttlMs: number) {
  let value: StatsResponse | null = null;
  let expires = 0;
  let pending: Promise<StatsResponse> | null = null;
  return {
    async get(): Promise<StatsResponse> {
      if (value && Date.now() < expires) return value;
      pending ??= computeStats(db)
        .then((v) => {
          value = v;
          expires = Date.now() + ttlMs;
          return v;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    invalidate() {
      expires = 0;
    },
  };
}
