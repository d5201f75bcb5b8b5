import type { Db } from '../../db/client';
import { createCoalescingCache } from '../../lib/coalescing-cache';
import { announceKeptCopyChange, onKeptCopyChange } from '../../lib/kept-copies';
import { currentChallenge as currentChallengeContract } from '../../../common/schemas/challenges';
import { findCurrentChallenge, findNextActiveStart } from './challenges.queries';
import { presentChallenge } from './challenges.presenter';

/** GET /api/challenges/current as the app serves it: the answer's JSON text, kept for a short while. */
export interface CurrentChallengeCache {
  /**
   * The answer at `now` (the challenge, or `null`), as JSON text checked against the contract when it was made; read
   * again when the caller wrote a moment ago (`fresh`, decision 069).
   */
  json(now: Date, fresh?: boolean): Promise<string>;
  /** Forgets the kept answer (an admin changed a challenge, a member completed it). */
  clear(): void;
  /** Stops hearing of changes (the app closes). */
  close(): void;
}

interface KeptAnswer {
  json: string;
  /** The first instant the clock alone changes the answer: the current challenge ends or another one starts. */
  validUntil: number;
}

/**
 * The current challenge kept per instance for `ttlMs` (config.cacheTtl.currentChallengeMs) and never past the next
 * start or end of an active challenge, so an ended challenge is not served as current; callers asking at once share
 * one read. The answer is the same for everyone (whether this member completed it is the member's own call,
 * `GET /api/user/completedChallenges`), so one kept text serves them all. An admin's change or a completion on this
 * instance clears it at once (`forgetCurrentChallenge`), and every other instance when its notice arrives (decision 069).
 */
export function createCurrentChallengeCache(db: Db, opts: { ttlMs: number }): CurrentChallengeCache {
  const cache = createCoalescingCache<KeptAnswer>({ ttlMs: opts.ttlMs, maxEntries: 1 });
  const read = async (now: Date): Promise<KeptAnswer> => {
    const [row, nextStart] = await Promise.all([findCurrentChallenge(db, now), findNextActiveStart(db, now)]);
    const value = currentChallengeContract.parse(row ? presentChallenge(row, now) : null);
    const ends = [row?.endDate.getTime(), nextStart?.getTime()].filter((t): t is number => t !== undefined);
    return { json: JSON.stringify(value), validUntil: ends.length ? Math.min(...ends) : Infinity };
  };
  const load = (now: Date) => cache.getOrLoad('current', () => read(now));
  const current: CurrentChallengeCache = {
    async json(now, fresh) {
      if (fresh) return (await read(now)).json;
      const kept = await load(now);
      if (now.getTime() < kept.validUntil) return kept.json;
      // Read before a start or end that has come since: read again at this instant.
      cache.clear('current');
      return (await load(now)).json;
    },
    clear: () => cache.clear('current'),
    close: () => stop(),
  };
  const stop = onKeptCopyChange(db, 'challenge', () => current.clear());
  return current;
}

/** After a committed change: every instance forgets its kept current challenge (decision 069). */
export const forgetCurrentChallenge = (db: Db): Promise<void> => announceKeptCopyChange(db, 'challenge');
