import { createCoalescingCache } from '../../../lib/coalescing-cache';
import { hashToken } from '../../../lib/tokens';

/**
 * The per-instance cache of public summary responses (already serialized), on the shared coalescing cache. A ripple
 * that goes viral has its summary opened by many people at once; for `ttlMs` (config.cacheTtl.rippleSummaryMs) they
 * share one database read and one serialization, and when that time is over, everyone asking while the next read
 * runs waits for that one read (no stampede). The owner's view is kept apart, per ripple, depth and key (the key
 * only as its hash), so one owner reloading cannot make every request read the whole ripple; the owner's changes
 * clear the ripple's entries here, public and owner's alike.
 */
export function createSummaryCache(ttlMs: number, maxEntries = 1000) {
  const cache = createCoalescingCache<string>({ ttlMs, maxEntries });
  const key = (seedCode: string, depth: number) => `${seedCode}:${depth}`;
  return {
    /**
     * The cached answer, else the result of `load`, shared with every caller who asks for the same ripple and
     * depth while it runs. A failed load (unknown ripple) fails for all of them and is not kept.
     */
    getOrLoad: (seedCode: string, depth: number, load: () => Promise<string>) =>
      cache.getOrLoad(key(seedCode, depth), load),
    /** As getOrLoad, for the owner's view asked with `ownerKey` (already checked): shared only by that key. */
    getOrLoadOwner: (seedCode: string, depth: number, ownerKey: string, load: () => Promise<string>) =>
      cache.getOrLoad(`${key(seedCode, depth)}:owner:${hashToken(ownerKey)}`, load),
    get: (seedCode: string, depth: number) => cache.get(key(seedCode, depth)),
    set: (seedCode: string, depth: number, json: string) => cache.set(key(seedCode, depth), json),
    /** Forgets every depth of one ripple (after the owner hid a note or closed it), and any read in progress. */
    clear: (seedCode: string) => cache.clearWhere((k) => k.startsWith(`${seedCode}:`)),
    /** Forgets every ripple (the listener of changes came back: notices may have been missed). */
    clearAll: () => cache.clearAll(),
    get size() {
      return cache.size;
    },
  };
}
