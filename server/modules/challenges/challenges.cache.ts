import type { Db } from '../../db/client';
import { createCoalescingCache } from '../../lib/coalescing-cache';
import { currentChallenge as currentChallengeContract } from '../../../common/schemas/challenges';
import { findCurrentChallenge, findNextActiveStart } from './challenges.queries';
import { presentChallenge } from './challenges.presenter';

/** GET /api/challenges/current as the app serves it: the answer's JSON text, kept for a short while. */
export interface CurrentChallengeCache {
  /** The answer at `now` (the challenge, or `null`), as JSON text checked against the contract when it was made. */
  json(now: Date): Promise<string>;
  /** Forgets the kept answer (an admin changed a challenge, a member completed it). */
  clear(): void;
}

interface KeptAnswer {
  json: string;
  /** The first instant the clock alone changes the answer: the current challenge ends or another one starts. */
  validUntil: number;
}

/** Every current-challenge cache of this process, by the database it reads, so a change clears them all. */
const cachesByDb = new WeakMap<Db, Set<CurrentChallengeCache>>();

/**
 * The current challenge kept per instance for `ttlMs` (config.cacheTtl.currentChallengeMs) and never past the next
 * start or end of an active challenge, so an ended challenge is not served as current; callers asking at once share
 * one read. The answer is the same for everyone (whether this member completed it is the member's own call,
 * `GET /api/user/completedChallenges`), so one kept text serves them all. An admin's change or a completion on this
 * instance clears it at once (`forgetCurrentChallenge`); another instance sees the change within `ttlMs`.
 */
export function createCurrentChallengeCache(db: Db, opts: { ttlMs: number }): CurrentChallengeCache {
  const cache = createCoalescingCache<KeptAnswer>({ ttlMs: opts.ttlMs, maxEntries: 1 });
  const load = (now: Date) =>
    cache.getOrLoad('current', async () => {
      const [row, nextStart] = await Promise.all([findCurrentChallenge(db, now), findNextActiveStart(db, now)]);
      const value = currentChallengeContract.parse(row ? presentChallenge(row, now) : null);
      const ends = [row?.endDate.getTime(), nextStart?.getTime()].filter((t): t is number => t !== undefined);
      return { json: JSON.stringify(value), validUntil: ends.length ? Math.min(...ends) : Infinity };
    });
  const current: CurrentChallengeCache = {
    async json(now) {
      const kept = await load(now);
      if (now.getTime() < kept.validUntil) return kept.json;
      // Read before a start or end that has come since: read again at this instant.
      cache.clear('current');
      return (await load(now)).json;
    },
    clear: () => cache.clear('current'),
  };
  const set = cachesByDb.get(db) ?? new Set();
  set.add(current);
  cachesByDb.set(db, set);
  return current;
}

/** Clears every kept current challenge read from `db` (after the change is committed). */
export function forgetCurrentChallenge(db: Db): void {
  for (const cache of cachesByDb.get(db) ?? []) cache.clear();
}
